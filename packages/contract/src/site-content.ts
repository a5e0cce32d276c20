import { z } from 'zod';
import { optionalLine, optionalText, requiredLine, requiredText } from './common.js';
import { INDUSTRY_SLUGS } from './constants.js';
import { siteImage } from './site-content-image.js';
import { homeDocument } from './site-content-home.js';
import { INDUSTRY_ORDER } from './site-content-view.js';
import { aboutPageFields, contactDocument, industriesIntro, industriesLabels, productsDocument, qualityDocument } from './site-content-pages.js';

/**
 * Site content (issue 37, ADR 080): the public pages' words and pictures that staff edit in the back office.
 * Each kind is one document, saved whole; every save is a version, and Undo goes back to the one before.
 */
export const SITE_CONTENT_KIND_LABELS = {
  certifications: 'Certifications',
  testimonials: 'Testimonials',
  about: 'About page',
  industries: 'Industries',
  'page-meta': 'Page titles and descriptions',
  home: 'Home page',
  quality: 'Quality page',
  contact: 'Contact page and footer',
  products: 'Products page',
} as const;
export type SiteContentKind = keyof typeof SITE_CONTENT_KIND_LABELS;
export const SITE_CONTENT_KINDS = Object.keys(SITE_CONTENT_KIND_LABELS) as [SiteContentKind, ...SiteContentKind[]];

export const CERTIFICATION_STATES = ['Registered', 'In process', 'Coming soon'] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];

/** The public pages whose title and description staff edit, with their paths. */
export const PUBLIC_PAGE_PATHS = {
  home: '/',
  about: '/about',
  industries: '/industries',
  products: '/products',
  quality: '/quality',
  contact: '/contact',
  'privacy-policy': '/privacy-policy',
  'terms-of-service': '/terms-of-service',
  'not-found': '(an address that does not exist)',
} as const;
export type PublicPageKey = keyof typeof PUBLIC_PAGE_PATHS;
export const PUBLIC_PAGE_KEYS = Object.keys(PUBLIC_PAGE_PATHS) as [PublicPageKey, ...PublicPageKey[]];

/**
 * Titles and descriptions: search engines show about `shown` characters (the editor warns past it);
 * `max` is the hard limit the server enforces.
 */
export const PAGE_META_LIMITS = {
  title: { shown: 60, max: 120 },
  description: { shown: 160, max: 320 },
} as const;

export const SITE_CONTENT_LIMITS = {
  certifications: 20,
  testimonials: 20,
  timeline: 30,
  industryParts: 8,
} as const;

// An uploaded picture: its own module, so each kind's schema can use it without importing this registry.
export { siteImage, type SiteImage } from './site-content-image.js';

/** A certificate's file: a PDF, or an image (with responsive copies). */
export const certificateFile = siteImage.extend({ Type: z.enum(['pdf', 'image'], { error: 'Type must be pdf or image.' }) });
export type CertificateFile = z.infer<typeof certificateFile>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (label: string) =>
  optionalLine(label, 10).refine((v) => v === '' || (ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), {
    message: `${label} must be a date (YYYY-MM-DD) or empty.`,
  });

export const certification = z.object({
  Name: requiredLine('Certification name', 80),
  Number: optionalLine('Certificate number', 60),
  IssuingBody: optionalLine('Issuing body', 120),
  Date: optionalDay('Certificate date'),
  State: z.enum(CERTIFICATION_STATES, { error: 'State must be Registered, In process or Coming soon.' }),
  /** The quality page's line under the badge. */
  Description: optionalText('Description', 300),
  File: certificateFile.nullable().default(null),
});
export type Certification = z.infer<typeof certification>;

const listOf = <T extends z.ZodType>(item: T, label: string, max: number, min = 0) =>
  z
    .array(item, { error: `${label} must be a list.` })
    .min(min, min === 1 ? `Add at least one ${label.toLowerCase().replace(/s$/, '')}.` : `${label}: at least ${min}.`)
    .max(max, `${label}: at most ${max}.`);

/** In the order they show (the footer, the quality badges, the About page). */
export const certificationsDocument = z.object({ Items: listOf(certification, 'Certifications', SITE_CONTENT_LIMITS.certifications) });

export const testimonial = z.object({
  Quote: requiredText('Quote', 600),
  Person: requiredLine('Person', 80),
  Designation: optionalLine('Designation', 80),
  Company: requiredLine('Company', 120),
  Visible: z.boolean({ error: 'Visible must be true or false.' }).default(true),
});
export type Testimonial = z.infer<typeof testimonial>;

/** In the carousel's order; hidden ones are kept but not shown. */
export const testimonialsDocument = z.object({ Items: listOf(testimonial, 'Testimonials', SITE_CONTENT_LIMITS.testimonials) });

export const timelineEntry = z.object({
  Year: requiredLine('Year', 12),
  Title: optionalLine('Milestone title', 80),
  Text: requiredText('Milestone text', 300),
});

export const aboutDocument = z.object({
  ...aboutPageFields,
  /** The story's picture; null: the one shipped with the site. */
  PlantImage: siteImage.nullable().default(null),
  Mission: requiredText('Mission', 600),
  Vision: requiredText('Vision', 600),
  Timeline: listOf(timelineEntry, 'Timeline entries', SITE_CONTENT_LIMITS.timeline, 1),
  Founder: z.object(
    {
      Name: requiredLine('Founder’s name', 80),
      Role: requiredLine('Founder’s role', 120),
      Text: requiredText('Founder’s text', 1000),
      Quote: optionalText('Founder’s quote', 400),
      /** null: the picture shipped with the site. */
      Photo: siteImage.nullable().default(null),
    },
    { error: 'Founder must be an object with Name, Role, Text, Quote and Photo.' },
  ),
});
export type AboutContent = z.infer<typeof aboutDocument>;

export const industryContent = z.object({
  Slug: z.enum(INDUSTRY_SLUGS, { error: 'Slug must be one of the six industries.' }),
  Headline: requiredLine('Headline', 120),
  Description: requiredText('Description', 1000),
  Parts: listOf(requiredLine('Key part', 80), 'Key parts', SITE_CONTENT_LIMITS.industryParts, 1),
  /** null: the picture shipped with the site. */
  Image: siteImage.nullable().default(null),
});
export type IndustryContent = z.infer<typeof industryContent>;

/** The six industries, always all six in INDUSTRY_ORDER: the home tiles and the links use their slugs. */
export const industriesDocument = z.object({
  Intro: industriesIntro,
  Labels: industriesLabels,
  Items: z
    .array(industryContent, { error: 'Industries must be a list.' })
    .refine((items) => items.length === INDUSTRY_ORDER.length && items.every((item, i) => item.Slug === INDUSTRY_ORDER[i]), {
      message: `Industries must be the six in this order: ${INDUSTRY_ORDER.join(', ')}.`,
    }),
});

export const pageMeta = z.object({
  Title: requiredLine('Title', PAGE_META_LIMITS.title.max),
  Description: requiredLine('Meta description', PAGE_META_LIMITS.description.max),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const pageMetaDocument = z.object({
  Pages: z.object(Object.fromEntries(PUBLIC_PAGE_KEYS.map((key) => [key, pageMeta])) as Record<PublicPageKey, typeof pageMeta>, {
    error: `Pages must hold a title and description for each of: ${PUBLIC_PAGE_KEYS.join(', ')}.`,
  }),
});

export const siteContentDocuments = {
  certifications: certificationsDocument,
  testimonials: testimonialsDocument,
  about: aboutDocument,
  industries: industriesDocument,
  'page-meta': pageMetaDocument,
  home: homeDocument,
  quality: qualityDocument,
  contact: contactDocument,
  products: productsDocument,
} as const;
export type SiteContentDocument<K extends SiteContentKind> = z.output<(typeof siteContentDocuments)[K]>;
export type SiteContentDocumentInput<K extends SiteContentKind> = z.input<(typeof siteContentDocuments)[K]>;

/** Every kind's current document: what the public pages read (server-rendered, per content version). */
export type SiteContent = { [K in SiteContentKind]: SiteContentDocument<K> };

/** Whether a title or description is longer than search engines show (a warning, not an error). */
export function metaLengthWarning(field: 'title' | 'description', value: string): string | null {
  const shown = PAGE_META_LIMITS[field].shown;
  const length = value.trim().length;
  return length > shown ? `${length} characters: search engines show about ${shown}, the rest may be cut off.` : null;
}
