import { company } from '../company';

/** Copy of the Privacy Policy page (the policy itself: content/legal). */

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `Privacy Policy | ${company.name}`,
  description: `How ${company.name} collects, uses and protects the information you share through this website.`,
};
