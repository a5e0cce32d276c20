import { CircleAlert, MailCheck } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { Field, controlProps } from '~/components/ui/field';
import type { DeskFormReply } from '../utils/desk-reply';
import { cardClass, mutedClass } from '../utils/desk-format';

/** Why the buyer sees the form again: a used or old link, or a finished session. */
export type SignInNotice = 'expired' | 'signed-out' | null;

const NOTICES: Record<Exclude<SignInNotice, null>, { title: string; text: string }> = {
  expired: {
    title: 'This sign-in link has expired or was used already',
    text: 'Each link works once, for 20 minutes. Enter your address below and we will mail you a new one.',
  },
  'signed-out': { title: 'You are signed out', text: 'Enter your address whenever you want to sign in again.' },
};

/**
 * /account without a session: one field, the address. The answer is the same sentence whether or not we know
 * it (the API's); a malformed address or too many links come back beside the field.
 */
export function SignInPanel({ reply, notice }: { reply?: DeskFormReply; notice: SignInNotice }) {
  const sent = reply?.intent === 'link' && reply.sent;
  const error = reply && !sent ? (reply.errors.Email ?? reply.message) : undefined;
  const shown = notice ? NOTICES[notice] : null;
  return (
    <div className="mx-auto grid max-w-xl gap-6">
      {shown && !sent ? (
        <div
          role={notice === 'expired' ? 'alert' : 'status'}
          data-testid={`signin-${notice}`}
          className="flex gap-3 rounded-2xl border border-amber-brand-400 bg-amber-50 p-5 text-steel-950 dark:border-amber-brand-700 dark:bg-steel-900 dark:text-white"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-brand-700 dark:text-amber-brand-400" />
          <div>
            <p className="font-bold">{shown.title}</p>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{shown.text}</p>
          </div>
        </div>
      ) : null}
      <section aria-labelledby="signin-heading" className={cardClass}>
        <h2 id="signin-heading" className="text-lg font-bold text-steel-950 dark:text-white">
          Sign in with your e-mail address
        </h2>
        <p className={`mt-2 text-sm ${mutedClass}`}>
          Use the address you sent your requests or orders from. We mail you a link that signs you in: no password.
        </p>
        {sent ? (
          <div
            role="status"
            data-testid="link-sent"
            className="mt-5 flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{reply.message}</p>
              <p className="mt-1 text-sm">The link works once, for 20 minutes. Nothing there? Check the spam folder, or send it again.</p>
            </div>
          </div>
        ) : null}
        <form method="post" action="/account" noValidate className="mt-5 grid gap-4">
          <input type="hidden" name="intent" value="link" />
          <Field id="desk-email" label="E-mail address" required error={error}>
            <input
              {...controlProps('desk-email', error, { required: true })}
              name="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              defaultValue={reply?.values.Email ?? ''}
            />
          </Field>
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:justify-self-start')}>
            {sent ? 'Send the link again' : 'Send me a sign-in link'}
          </button>
        </form>
      </section>
    </div>
  );
}
