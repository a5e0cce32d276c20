import { ArrowRight, Compass } from 'lucide-react';
import { Link, data } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/section';
import { pageMeta } from '~/features/site/first-screen/seo';
import type { Route } from './+types/not-found';

export const NOT_FOUND_TEXT = "It seems you've navigated to a blueprint that doesn't exist. Let's get you back to a charted territory.";

/** Unknown paths answer HTTP 404 with this screen. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, path: location.pathname, page: 'not-found', noindex: true }).filter((tag) => !('tagName' in tag && tag.tagName === 'link'));

export default function NotFoundPage() {
  return (
    <section className="blueprint-grid flex min-h-[80vh] items-center bg-steel-950 pb-20 pt-32 text-white">
      <Container className="text-center">
        <p className="font-mono text-7xl font-extrabold tracking-tight text-amber-brand-400 sm:text-8xl" aria-hidden="true">
          404
        </p>
        <Compass aria-hidden="true" className="mx-auto mt-6 size-10 text-steel-300" />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Page Not Found</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-steel-100">{NOT_FOUND_TEXT}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClass('primary', 'lg')}>
            Back to Home
          </Link>
          <Link to="/products" className={buttonClass('ghostLight', 'lg')}>
            Browse Products
          </Link>
          <Link to="/contact" className={buttonClass('ghostLight', 'lg')}>
            Contact Us <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
