import type { CategorySlug } from './constants.js';

/**
 * What the public home page needs of its site content (issue 37, ADR 085) without zod: the pillars' icons and
 * the pictures shipped with the site. (The headline's plain sentence is the hero component's: heroHeadlineText.)
 */

/** The icons a pillar can show (names the web app maps to its icon set). */
export const HOME_PILLAR_ICONS = {
  ruler: 'Ruler',
  cog: 'Gear',
  shield: 'Shield',
  truck: 'Truck',
  gauge: 'Gauge',
  factory: 'Factory',
  award: 'Award',
  clock: 'Clock',
} as const;
export type HomePillarIcon = keyof typeof HOME_PILLAR_ICONS;
export const HOME_PILLAR_ICON_NAMES = Object.keys(HOME_PILLAR_ICONS) as [HomePillarIcon, ...HomePillarIcon[]];

/** Pictures shipped with the site, shown while no upload replaces them. */
export const categoryDefaultImage = (slug: CategorySlug) => `/images/categories/${slug}.webp`;
export const HOME_ADVANTAGE_DEFAULT_IMAGE = '/images/about/plant.webp';
