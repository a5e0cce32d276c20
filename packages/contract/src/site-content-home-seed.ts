import { CATEGORY_SLUGS, type CategorySlug } from './constants.js';
import { REPLY_WITHIN } from './site-constants.js';
import type { HomeContent } from './site-content-home.js';

/**
 * The home page's texts as they were in apps/web/src/content/pages/home.ts and home-sections.ts (issue 37,
 * ADR 085): a new site shows them as before. Pictures null: the ones shipped with the site.
 */

const CATEGORY_BLURBS: Record<CategorySlug, string> = {
  shafts: 'Drive, stepped, splined and pump shafts in EN8, EN19, EN24 and stainless steel.',
  bushes: 'Plain, flanged and oil-grooved bushes in phosphor bronze, brass and steel.',
  spacers: 'Precision spacers and distance rings with ground faces and tight parallelism.',
  'pins-flanges': 'Dowel, hinge and clevis pins plus coupling and weld-neck flanges.',
  fasteners: 'Special studs, shoulder bolts and nuts machined from bar to non-standard sizes.',
  assemblies: 'Sub-assemblies machined, fitted and checked as a unit, ready for your line.',
};

export const HOME_SEED: HomeContent = {
  Hero: {
    Eyebrow: 'Est. 1997 · Rajkot, Gujarat',
    HeadlineLead: 'Precision parts,',
    HeadlineWords: ['engineered', 'machined', 'inspected', 'delivered'],
    HeadlineTail: 'to your drawing.',
    Taglines: [
      'CNC turning, VMC milling and conventional lathe work under one roof.',
      'Tolerances down to ±0.01 mm, checked on every batch.',
      'From 50-piece prototypes to 50,000-piece production runs.',
      'Over 25 years of supplying India’s top industries.',
    ],
    Stats: [
      { Value: '1997', Label: 'Founded in Rajkot' },
      { Value: '25+', Label: 'Years of machining' },
      { Value: '±0.01 mm', Label: 'Routine tolerance' },
      { Value: '6', Label: 'Industries served' },
    ],
  },
  Pillars: {
    Eyebrow: 'Why manufacturers choose us',
    Title: 'Four pillars behind every part we ship',
    Text: 'For over 25 years, buyers across India have relied on us for components that fit first time. Here is how we make that happen.',
    Items: [
      {
        Icon: 'ruler',
        Title: 'Accuracy you can measure',
        Text: 'Turned and milled to ±0.01 mm where the drawing calls for it, with first-article reports and batch inspection records on request.',
      },
      {
        Icon: 'cog',
        Title: 'CNC, VMC and lathe capacity',
        Text: 'CNC turning centres, vertical machining centres and conventional lathes let us pick the right process for each part instead of forcing one.',
      },
      {
        Icon: 'shield',
        Title: 'Quality at every stage',
        Text: 'Raw material is verified on arrival, dimensions are checked in process, and every lot is inspected before it is packed.',
      },
      {
        Icon: 'truck',
        Title: 'Dependable delivery',
        Text: 'Agreed dispatch dates, rust-preventive packing and regular updates, whether you order a prototype lot or a scheduled monthly call-off.',
      },
    ],
  },
  Categories: {
    Eyebrow: 'What we make',
    Title: 'Product categories',
    Text: 'Six families of precision parts, each machined to your drawing from certified material.',
    Tiles: CATEGORY_SLUGS.map((Slug) => ({ Slug, Blurb: CATEGORY_BLURBS[Slug], Image: null })),
  },
  Industries: {
    Eyebrow: 'Who we serve',
    Title: 'Trusted across six demanding industries',
    Text: 'From turbine shafts to tractor pins, our parts run in equipment built across India.',
  },
  Advantage: {
    Eyebrow: 'Made in Rajkot, Gujarat',
    Title: 'The Rajkot advantage',
    Intro:
      'Rajkot is one of India’s densest engineering clusters. Our plant sits among forging, casting, heat-treatment and plating partners, so a part can move from bar to finished component in days, not weeks.',
    Points: [
      { Title: 'Cluster supply chain', Text: 'Bar stock, castings, heat treatment and plating sourced within a few kilometres of the shop floor.' },
      {
        Title: 'Engineers on the floor',
        Text: 'Your drawing is reviewed by the people who set the machines, so manufacturability questions are answered early.',
      },
      {
        Title: 'Flexible batch sizes',
        Text: 'Prototype lots, pilot batches and scheduled production runs handled with the same inspection discipline.',
      },
      { Title: 'Competitive landed cost', Text: 'Efficient cycle times and local processing keep costs honest without cutting corners on quality.' },
    ],
    Image: null,
    ImageAlt: 'CNC turning and VMC machining bays at our Rajkot plant',
  },
  Testimonials: { Eyebrow: 'In their words', Title: 'What our customers say', Text: '' },
  // Built from the spec's constant, so the seeded promise says what the mails and the status page say.
  Cta: {
    Title: `Have a drawing ready? We reply within ${REPLY_WITHIN}.`,
    Text: 'Send us your drawing or sample details. Our engineers review material, tolerance and quantity and reply with a clear, itemised price.',
  },
};
