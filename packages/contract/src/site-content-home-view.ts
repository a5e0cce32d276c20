import type { CategorySlug } from './constants.js';

/**
 * What the public home page needs of its site content (issue 37, ADR 085) without zod: the pillars' icons,
 * the pictures shipped with the site, and the headline as one sentence.
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

/** "a", "a and b", "a, b and c": the cycling words as the sentence reads them. */
function wordList(words: readonly string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The hero's headline as one plain sentence, for screen readers and search engines (the cycling words are
 * decorative): "Precision parts, engineered, machined, inspected and delivered to your drawing." Derived, never
 * stored, so it always names the words the hero cycles through.
 */
export function heroHeadlineText(hero: { HeadlineLead: string; HeadlineWords: readonly string[]; HeadlineTail: string }): string {
  return [hero.HeadlineLead, wordList(hero.HeadlineWords), hero.HeadlineTail].filter((part) => part.trim() !== '').join(' ');
}
