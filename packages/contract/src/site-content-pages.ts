import { z } from 'zod';
import { requiredLine, requiredText } from './common.js';
import {
  ABOUT_LABELS_SEED,
  ABOUT_PAGE_SEED,
  CHAT_MESSAGE_SEED,
  CONTACT_LABELS_SEED,
  INDUSTRIES_INTRO_SEED,
  INDUSTRIES_LABELS_SEED,
  PRODUCTS_LABELS_SEED,
  QUALITY_LABELS_SEED,
} from './site-content-pages-seed.js';

/**
 * The page texts staff edit besides ADR 080's kinds (issue 37, ADR 084): the Quality, Contact and Products
 * pages as kinds of their own, and the About page's hero and story and the Industries page's intro as parts
 * of those kinds. Parts added to an existing kind default to today's texts, so an older stored document reads
 * as the site showed it.
 */

export const PAGE_TEXT_LIMITS = {
  checks: 6,
  steps: 6,
  tools: 10,
  people: 4,
  expectations: 8,
  storyParagraphs: 6,
  benefits: 8,
} as const;

const lines = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z
    .array(item, { error: `${label} must be a list.` })
    .min(1, `${label}: at least one.`)
    .max(max, `${label}: at most ${max}.`);

/** A page's banner: its heading and the line under it. */
export const pageHero = (page: string) =>
  z.object(
    { Title: requiredLine(`${page} heading`, 120), Text: requiredText(`${page} introduction`, 400) },
    { error: `${page}: Hero must be an object with Title and Text.` },
  );

/**
 * A page's section eyebrows and fixed headings (issue 37): short required lines, defaulting to today's words so a
 * document stored before them reads as the site showed it. Buttons and aria labels stay code (ADR 084).
 */
const label = (page: string, name: string) => requiredLine(`${page}: ${name}`, 60);
const labelsError = (page: string) => ({ error: `${page}: Labels must be an object of the section eyebrows and headings.` });

/** A titled short text: a quality step, a tool, an industries benefit. */
const titledText = (label: string) => z.object({ Title: requiredLine(`${label} title`, 80), Text: requiredText(`${label} text`, 400) });

export const qualityDocument = z.object({
  Hero: pageHero('Quality page'),
  Labels: z
    .object(
      {
        HeroEyebrow: label('Quality page', 'Banner eyebrow'),
        PromiseEyebrow: label('Quality page', 'Promise eyebrow'),
        StepsEyebrow: label('Quality page', 'Steps eyebrow'),
        ToolsEyebrow: label('Quality page', 'Tools eyebrow'),
        CertificationsTitle: label('Quality page', 'Certifications heading'),
      },
      labelsError('Quality page'),
    )
    .default(() => ({ ...QUALITY_LABELS_SEED })),
  Promise: z.object(
    {
      Title: requiredLine('Promise title', 120),
      Text: requiredText('Promise text', 1000),
      Checks: lines(requiredLine('Promise check', 160), 'Promise checks', PAGE_TEXT_LIMITS.checks),
    },
    { error: 'Promise must be an object with Title, Text and Checks.' },
  ),
  StepsTitle: requiredLine('Inspection steps title', 120),
  Steps: lines(titledText('Step'), 'Inspection steps', PAGE_TEXT_LIMITS.steps),
  ToolsTitle: requiredLine('Tools title', 120),
  ToolsText: requiredText('Tools introduction', 400),
  Tools: lines(titledText('Tool'), 'Tools', PAGE_TEXT_LIMITS.tools),
});
export type QualityContent = z.infer<typeof qualityDocument>;

export const contactPerson = z.object({
  Name: requiredLine('Person’s name', 80),
  Role: requiredLine('Person’s role', 120),
  Email: requiredLine('Person’s e-mail', 254).pipe(z.email({ error: 'Person’s e-mail must be an e-mail address, like name@example.com.' })),
});
export type ContactPerson = z.infer<typeof contactPerson>;

export const contactDocument = z.object({
  Hero: pageHero('Contact page'),
  Labels: z
    .object(
      {
        HeroEyebrow: label('Contact page', 'Banner eyebrow'),
        PeopleTitle: label('Contact page', 'People heading'),
        InquiriesLabel: label('Contact page', 'General inquiries label'),
        ExpectTitle: label('Contact page', 'What to Expect heading'),
        PlantTitle: label('Contact page', 'Map heading'),
      },
      labelsError('Contact page'),
    )
    .default(() => ({ ...CONTACT_LABELS_SEED })),
  /** Each shown with the company profile's phone of the same position (the first phone past the last one). */
  People: lines(contactPerson, 'People', PAGE_TEXT_LIMITS.people),
  Expectations: lines(requiredLine('What to expect line', 200), 'What to expect', PAGE_TEXT_LIMITS.expectations),
  Hours: requiredLine('Office hours', 120),
  /** The footer's line under the logo. */
  Tagline: requiredLine('Tagline', 200),
  /** What search engines read as the company's description (the home page's structured data). */
  Summary: requiredText('Company summary', 300),
  /** The message a chat link opens with (the floating button, the home page's closing call); older documents get the seed's. */
  ChatMessage: requiredLine('Chat opening message', 200).default(CHAT_MESSAGE_SEED),
});
export type ContactContent = z.infer<typeof contactDocument>;

export const productsDocument = z.object({
  Hero: pageHero('Products page'),
  Labels: z
    .object({ HeroEyebrow: label('Products page', 'Banner eyebrow') }, labelsError('Products page'))
    .default(() => ({ ...PRODUCTS_LABELS_SEED })),
});
export type ProductsContent = z.infer<typeof productsDocument>;

const aboutHero = pageHero('About page');
const aboutStory = z.object(
  {
    Title: requiredLine('Story title', 120),
    Paragraphs: lines(requiredText('Story paragraph', 1000), 'Story paragraphs', PAGE_TEXT_LIMITS.storyParagraphs),
  },
  { error: 'Story must be an object with Title and Paragraphs.' },
);
const aboutClosing = z.object(
  { Title: requiredLine('Closing title', 120), Text: requiredText('Closing text', 300) },
  { error: 'Closing must be an object with Title and Text.' },
);
const aboutLabels = z
  .object(
    {
      HeroEyebrow: label('About page', 'Banner eyebrow'),
      StoryEyebrow: label('About page', 'Story eyebrow'),
      TimelineEyebrow: label('About page', 'Timeline eyebrow'),
      TimelineTitle: label('About page', 'Timeline heading'),
      MissionTitle: label('About page', 'Mission heading'),
      VisionTitle: label('About page', 'Vision heading'),
      FounderEyebrow: label('About page', 'Founder eyebrow'),
    },
    labelsError('About page'),
  )
  .default(() => ({ ...ABOUT_LABELS_SEED }));
export interface AboutPageTexts {
  Hero: z.infer<typeof aboutHero>;
  Story: z.infer<typeof aboutStory>;
  Closing: z.infer<typeof aboutClosing>;
  Labels: z.infer<typeof aboutLabels>;
}

/** The About page's hero and story (its picture is in aboutDocument): defaults for documents stored before them. */
export const aboutPageFields = {
  Hero: aboutHero.default(() => structuredClone(ABOUT_PAGE_SEED.Hero)),
  Story: aboutStory.default(() => structuredClone(ABOUT_PAGE_SEED.Story)),
  Closing: aboutClosing.default(() => ({ ...ABOUT_PAGE_SEED.Closing })),
  Labels: aboutLabels,
};

const industriesIntroFields = z.object(
  {
    Title: requiredLine('Industries heading', 120),
    Text: requiredText('Industries introduction', 400),
    Benefits: lines(titledText('Reason'), 'Reasons to choose us', PAGE_TEXT_LIMITS.benefits),
  },
  { error: 'Intro must be an object with Title, Text and Benefits.' },
);
export type IndustriesIntro = z.infer<typeof industriesIntroFields>;

/** The Industries page's heading, line and the reasons above the sectors: a default for documents stored before it. */
export const industriesIntro = industriesIntroFields.default(() => structuredClone(INDUSTRIES_INTRO_SEED));

/** The Industries page's banner eyebrow and the heading over each sector's parts: a default for older documents. */
export const industriesLabels = z
  .object(
    {
      HeroEyebrow: label('Industries page', 'Banner eyebrow'),
      SectorsLabel: label('Industries page', 'Sectors label'),
      PartsTitle: label('Industries page', 'Key parts heading'),
    },
    labelsError('Industries page'),
  )
  .default(() => ({ ...INDUSTRIES_LABELS_SEED }));
export type IndustriesLabels = z.infer<typeof industriesLabels>;
