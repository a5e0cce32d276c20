import { REPLY_WITHIN } from './site-constants.js';
import type { AboutPageTexts, ContactContent, IndustriesIntro, ProductsContent, QualityContent } from './site-content-pages.js';

/**
 * Today's texts of the Quality, Contact and Products pages, the About page's hero and story and the Industries
 * page's intro (issue 37, ADR 084), as they were in apps/web/src/content. A new site shows them as before; an
 * older stored About or Industries document gets the About and intro parts from here (its schema's defaults).
 */

// The section eyebrows and fixed headings, not typed from the schemas: those use them as their defaults.
export const QUALITY_LABELS_SEED = {
  HeroEyebrow: 'Quality assurance',
  PromiseEyebrow: 'Our promise',
  StepsEyebrow: 'How we check',
  ToolsEyebrow: 'Measurement',
  CertificationsTitle: 'Registrations and certification',
};
export const CONTACT_LABELS_SEED = {
  HeroEyebrow: 'Contact',
  PeopleTitle: 'Talk to us directly',
  InquiriesLabel: 'General inquiries',
  ExpectTitle: 'What to Expect',
  PlantTitle: 'Visit our plant',
};
/** The message a chat link opens with, as the site said it before it was content. */
export const CHAT_MESSAGE_SEED = 'Hello, I would like to discuss a machined part requirement.';
export const PRODUCTS_LABELS_SEED = { HeroEyebrow: 'Product catalogue' };
export const ABOUT_LABELS_SEED = {
  HeroEyebrow: 'About us · Since 1997',
  StoryEyebrow: 'Our story',
  TimelineEyebrow: 'Milestones',
  TimelineTitle: 'Our journey',
  MissionTitle: 'Our Mission',
  VisionTitle: 'Our Vision',
  FounderEyebrow: 'Meet the founder',
};
export const INDUSTRIES_LABELS_SEED = { HeroEyebrow: 'Industries', SectorsLabel: 'Sectors', PartsTitle: 'Key parts we supply' };

export const QUALITY_SEED: QualityContent = {
  Hero: { Title: 'Quality that is checked, not assumed', Text: 'Every component is verified against your drawing before it leaves Rajkot.' },
  Labels: QUALITY_LABELS_SEED,
  Promise: {
    Title: 'Our quality promise',
    Text: 'Quality is built into each stage of production rather than inspected in at the end. Our machinists own the dimensions they cut, and our inspectors sign off every lot against the drawing and your acceptance criteria.',
    Checks: [
      'Raw material checks against mill certificates before any cutting starts',
      'In-process monitoring of critical dimensions at set intervals on every machine',
      'Final inspection of every lot, with reports supplied on request',
    ],
  },
  StepsTitle: 'A three-step inspection process',
  Steps: [
    {
      Title: 'Raw material verification',
      Text: 'Bar and casting grades are matched to mill test certificates, and diameters and lengths are checked on receipt.',
    },
    {
      Title: 'In-process checks',
      Text: 'First-piece approval before each run, then periodic checks of critical dimensions recorded against the drawing.',
    },
    { Title: 'Final product assurance', Text: 'Dimensional, visual and finish inspection of each lot before rust-preventive packing and dispatch.' },
  ],
  ToolsTitle: 'Tools of the trade',
  ToolsText: 'Calibrated instruments and disciplined methods behind every inspection report.',
  Tools: [
    { Title: 'Vernier calipers and micrometers', Text: 'Calibrated digital and analogue instruments for external, internal and depth measurements.' },
    { Title: 'Go/no-go gauges', Text: 'Thread and plain plug and ring gauges for fast, unambiguous checks of holes, threads and diameters.' },
    { Title: 'Surface comparators', Text: 'Roughness comparison plates to confirm turned, milled and ground finishes match the specified Ra.' },
    {
      Title: 'Hardness testing via partner labs',
      Text: 'Rockwell and Brinell testing of heat-treated parts through accredited partner laboratories in Rajkot.',
    },
    { Title: '100% visual inspection', Text: 'Every part is looked at for burrs, dents, tool marks and plating defects before it is packed.' },
  ],
};

export const CONTACT_SEED: ContactContent = {
  Hero: { Title: 'Let’s talk about your parts', Text: 'Call, write or send your drawing. An engineer, not a call centre, will answer.' },
  Labels: CONTACT_LABELS_SEED,
  // PLACEHOLDER names and e-mails: replace them on /admin/site-content/contact before going live.
  People: [
    { Name: 'Rajesh Patel', Role: 'Founder & Managing Director', Email: 'rajesh@example.com' },
    { Name: 'Nikhil Patel', Role: 'Head of Sales & Customer Support', Email: 'nikhil@example.com' },
  ],
  // Built from the spec's constant, so the seeded promise says what the mails and the status page say.
  Expectations: [
    `We acknowledge every enquiry within ${REPLY_WITHIN}.`,
    'An engineer reviews your drawing, material and quantities.',
    'You receive a clear, itemised quotation with lead time.',
    'Samples or a first-article lot can be arranged before production.',
  ],
  Hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
  Tagline: 'High-accuracy precision components for India’s top industries since 1997.',
  Summary:
    'CNC, VMC and lathe machining of shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies, built to drawing in Rajkot, Gujarat.',
  ChatMessage: CHAT_MESSAGE_SEED,
};

export const PRODUCTS_SEED: ProductsContent = {
  Labels: PRODUCTS_LABELS_SEED,
  Hero: {
    Title: 'Precision parts, machined to your drawing',
    Text: 'Over 25 years of CNC, VMC and lathe experience behind every shaft, bush, spacer, pin, flange, fastener and assembly in this range. Choose a part to see its specification and request a quote.',
  },
};

export const ABOUT_PAGE_SEED: AboutPageTexts = {
  Hero: {
    Title: 'Built on 25+ years of precision machining',
    Text: 'Since 1997 we have grown from a single lathe in Rajkot into a dedicated CNC, VMC and turning facility trusted by manufacturers across India.',
  },
  Story: {
    Title: 'From one lathe to a precision machining partner',
    Paragraphs: [
      'We started in 1997 as a small job shop in Rajkot, turning shafts and bushes for local pump and engine makers. The work was simple, but the standard we set was not: every part had to fit the first time.',
      'That reputation brought larger customers and more demanding drawings. We invested in CNC turning, then vertical machining centres, and built an inspection room before we built a showroom.',
      'Today we supply high-accuracy precision components to energy, textile machinery, automotive, electric vehicle, aerospace and defense, and agriculture equipment manufacturers, in batches from fifty to fifty thousand.',
    ],
  },
  Closing: {
    Title: 'Let’s build your next part together',
    Text: `Tell us what you need machined. We will reply within ${REPLY_WITHIN}.`,
  },
  Labels: ABOUT_LABELS_SEED,
};

export const INDUSTRIES_INTRO_SEED: IndustriesIntro = {
  Title: 'Industries We Empower',
  Text: 'Precision components for the machines that generate power, weave fabric, move people and grow food.',
  Benefits: [
    { Title: 'Cross-sector expertise', Text: 'Lessons from six demanding industries flow into every drawing we quote.' },
    { Title: 'Material mastery', Text: 'EN-series steels, stainless grades, brass, bronze and aluminium machined with the right tools and speeds.' },
    { Title: 'Certified quality', Text: 'MSME and GST registered, with ISO certification in process and documented inspection on every lot.' },
    { Title: 'Adaptable production', Text: 'Prototypes, pilot batches and long production runs scheduled around your build plan.' },
  ],
};
