import { company } from '../company';

/** Copy of the Terms of Service page (the terms themselves: content/legal). */

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `Terms of Service | ${company.name}`,
  description: `The terms that govern your use of the ${company.name} website.`,
};
