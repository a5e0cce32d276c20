import { company } from '../company';

/** Copy of the page shown for an address that does not exist. */

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `Page Not Found | ${company.name}`,
  description: 'The page you were looking for does not exist.',
};
