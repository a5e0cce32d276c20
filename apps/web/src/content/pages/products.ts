import { company } from '../company';

/** Copy of the Product Catalogue page (the catalogue itself comes from the database). */

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `Product Catalogue | ${company.name}`,
  description:
    'Browse precision shafts, bushes, spacers, pins & flanges, machined fasteners and assemblies by material and category, and request a quote.',
};
