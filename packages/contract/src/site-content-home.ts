import { z } from 'zod';
import { optionalText, requiredLine, requiredText } from './common.js';
import { CATEGORY_SLUGS } from './constants.js';
import { siteImage } from './site-content-image.js';
import { HOME_PILLAR_ICON_NAMES } from './site-content-home-view.js';

/**
 * The home page's words and pictures (issue 37, ADR 085): the hero (its videos stay files), the section
 * headings, the pillars, the six category tiles, the Rajkot advantage and the closing call. One document of
 * the `home` kind, saved whole like the others (ADR 080). Limits keep each part inside the layout it fills.
 */
export const HOME_LIMITS = {
  headlineWords: 8,
  taglines: 8,
  stats: 4,
  pillars: 8,
  advantagePoints: 8,
} as const;

const listOf = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label} must be a list.` })
    .min(1, `Add at least one ${label.toLowerCase().replace(/s$/, '')}.`)
    .max(max, `${label}: at most ${max}.`);

/** A section's heading: the small line above, the title, and an optional line below. */
const sectionHeading = (section: string) =>
  z.object(
    {
      Eyebrow: requiredLine(`${section}: line above the title`, 60),
      Title: requiredLine(`${section}: title`, 120),
      Text: optionalText(`${section}: text`, 400),
    },
    { error: `${section} must have Eyebrow, Title and Text.` },
  );

export const homeHero = z.object(
  {
    Eyebrow: requiredLine('Line above the headline', 80),
    HeadlineLead: requiredLine('Headline start', 60),
    /** Shown one after another in the headline; the plain sentence for screen readers names them all. */
    HeadlineWords: listOf(requiredLine('Cycling word', 24), 'Cycling words', HOME_LIMITS.headlineWords),
    HeadlineTail: requiredLine('Headline end', 60),
    Taglines: listOf(requiredLine('Tagline', 120), 'Taglines', HOME_LIMITS.taglines),
    Stats: listOf(z.object({ Value: requiredLine('Figure', 16), Label: requiredLine('Figure’s label', 40) }), 'Figures', HOME_LIMITS.stats),
  },
  { error: 'Hero must have Eyebrow, HeadlineLead, HeadlineWords, HeadlineTail, Taglines and Stats.' },
);

export const homePillar = z.object({
  Icon: z.enum(HOME_PILLAR_ICON_NAMES, { error: `Icon must be one of: ${HOME_PILLAR_ICON_NAMES.join(', ')}.` }),
  Title: requiredLine('Pillar title', 80),
  Text: requiredText('Pillar text', 400),
});

export const homeCategoryTile = z.object({
  Slug: z.enum(CATEGORY_SLUGS, { error: 'Slug must be one of the six product categories.' }),
  Blurb: requiredLine('Category blurb', 200),
  /** null: the picture shipped with the site. */
  Image: siteImage.nullable().default(null),
});

export const homeDocument = z.object({
  Hero: homeHero,
  Pillars: sectionHeading('Pillars').extend({ Items: listOf(homePillar, 'Pillars', HOME_LIMITS.pillars) }),
  /** The six tiles, always in the categories' order: their links use the slugs. */
  Categories: sectionHeading('Categories').extend({
    Tiles: z
      .array(homeCategoryTile, { error: 'Category tiles must be a list.' })
      .refine((tiles) => tiles.length === CATEGORY_SLUGS.length && tiles.every((tile, i) => tile.Slug === CATEGORY_SLUGS[i]), {
        message: `Category tiles must be the six in this order: ${CATEGORY_SLUGS.join(', ')}.`,
      }),
  }),
  /** The industries' tiles are the industries kind's; this is their heading. */
  Industries: sectionHeading('Industries'),
  Advantage: z.object(
    {
      Eyebrow: requiredLine('Advantage: line above the title', 60),
      Title: requiredLine('Advantage: title', 120),
      Intro: requiredText('Advantage: introduction', 600),
      Points: listOf(
        z.object({ Title: requiredLine('Advantage point title', 80), Text: requiredText('Advantage point text', 300) }),
        'Advantage points',
        HOME_LIMITS.advantagePoints,
      ),
      /** null: the picture shipped with the site. */
      Image: siteImage.nullable().default(null),
      ImageAlt: requiredLine('Advantage picture’s description', 160),
    },
    { error: 'Advantage must have Eyebrow, Title, Intro, Points, Image and ImageAlt.' },
  ),
  /** The testimonials are their own kind; this is their heading. */
  Testimonials: sectionHeading('Testimonials'),
  Cta: z.object(
    { Title: requiredLine('Closing call: title', 160), Text: requiredText('Closing call: text', 400) },
    { error: 'Cta must have Title and Text.' },
  ),
});
export type HomeContent = z.infer<typeof homeDocument>;
export type HomePillar = z.infer<typeof homePillar>;
