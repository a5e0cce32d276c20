import { data, redirect } from 'react-router';
import { ContactPage, sentPageUrl } from '~/app/pages/contact-page';
import { answerPlainForm } from '~/features/inquiry-form/api/plain-form-action.server';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ matches, path: '/contact', page: 'contact' });

/** The form posted without JavaScript (the server passes `inquiryForm` only for POST /contact; ADR 040). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await answerPlainForm(await request.formData(), context.inquiryForm);
  if (answer.sent) return redirect(sentPageUrl(answer.reference, answer.statusPath), 303);
  return data(answer.answer, { status: answer.status });
}

/** The same form sent with JavaScript: through the API, as the code that sends it loads on demand (ADR 078). */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { sendInquiry } = await import('~/features/inquiry-form/api/send-inquiry');
  return sendInquiry(await request.formData());
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage answer={actionData} />;
}
