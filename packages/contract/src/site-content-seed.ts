import type { IndustrySlug } from './constants.js';
import { REPLY_WITHIN } from './site-constants.js';
import type { SiteContent } from './site-content.js';
import { INDUSTRY_ORDER } from './site-content-view.js';
import { HOME_SEED } from './site-content-home-seed.js';
import {
  ABOUT_PAGE_SEED,
  CONTACT_SEED,
  INDUSTRIES_INTRO_SEED,
  INDUSTRIES_LABELS_SEED,
  PRODUCTS_SEED,
  QUALITY_SEED,
} from './site-content-pages-seed.js';

/**
 * Today's texts (issue 37), written on a new database so a new site looks as it did when these were code
 * (apps/web/src/content). Titles carry the seeded brand; the pages put the profile's trade name in its place.
 */
const BRAND = 'Rajkot Precision Works';

const INDUSTRY_SEED: Record<IndustrySlug, { Headline: string; Description: string; Parts: string[] }> = {
  'energy-power': {
    Headline: 'Components that keep power flowing',
    Description:
      'Turbines, pumps, transformers and switchgear run for years between overhauls. We machine the shafts, couplings and bushes they depend on from certified material, with the concentricity and surface finish that long duty cycles demand.',
    Parts: ['Pump and turbine shafts', 'Coupling flanges', 'Bronze bearing bushes', 'Terminal studs and busbar spacers'],
  },
  'textile-machinery': {
    Headline: 'Precision for machines that never stop',
    Description:
      'Spinning, weaving and processing machines run around the clock at high speed. Our rollers, spindles and bushes are held to tight run-out and finish so they wear evenly and keep your looms on line.',
    Parts: ['Spindle and roller shafts', 'Oil-grooved bushes', 'Gear spacers', 'Hinge and pivot pins'],
  },
  automotive: {
    Headline: 'Repeatable quality at production volume',
    Description:
      'Automotive tier suppliers need the thousandth part to match the first. Process-controlled CNC turning and VMC milling deliver consistent dimensions for drivetrain, chassis and engine-ancillary components.',
    Parts: ['Transmission shafts', 'Suspension bushes', 'Shoulder bolts', 'Brake and clutch pins'],
  },
  'aerospace-defense': {
    Headline: 'Traceable parts for critical applications',
    Description:
      'Ground-support equipment, test rigs and defense assemblies need full material traceability and documented inspection. Every lot ships with mill certificates and dimensional reports.',
    Parts: ['Precision clevis pins', 'Stainless steel spacers', 'Actuator shafts', 'Machined mounting flanges'],
  },
  'electric-vehicles': {
    Headline: 'Lightweight accuracy for electric drivetrains',
    Description:
      'Motor shafts, battery-pack hardware and controller housings call for light alloys, fine finishes and fast prototype turnaround. We support EV programmes from first sample to series supply.',
    Parts: ['Motor rotor shafts', 'Aluminium battery spacers', 'Busbar fasteners', 'Controller housing flanges'],
  },
  'agriculture-equipment': {
    Headline: 'Rugged parts for the field',
    Description:
      'Tractors, rotavators, sprayers and pumps face dust, water and shock loads. We machine hard-wearing steel parts with protective finishes that stand up to a full season of hard work.',
    Parts: ['PTO and gearbox shafts', 'Hardened pivot pins', 'Wear bushes', 'Hub flanges'],
  },
};

const certificationSeed = (Name: string, State: SiteContent['certifications']['Items'][number]['State'], Description: string) => ({
  Name,
  Number: '',
  IssuingBody: '',
  Date: '',
  State,
  Description,
  File: null,
});

const testimonialSeed = (Quote: string, Person: string, Designation: string, Company: string) => ({
  Quote,
  Person,
  Designation,
  Company,
  Visible: true,
});

export const SITE_CONTENT_SEED: SiteContent = {
  certifications: {
    Items: [
      certificationSeed('MSME', 'Registered', 'Registered micro, small and medium enterprise under the Government of India.'),
      certificationSeed('GST', 'Registered', 'Fully GST compliant invoicing for smooth input tax credit.'),
      certificationSeed('Export License', 'Coming soon', ''),
      certificationSeed('ISO', 'In process', 'Our quality management system is being prepared for ISO certification.'),
    ],
  },
  testimonials: {
    Items: [
      testimonialSeed(
        'Their EN24 shafts went straight onto our gearbox line. Run-out and bearing seats were consistently within drawing, and dispatches arrived on the dates they committed.',
        'R. Shah',
        'Purchase Manager',
        'Gearbox manufacturer, Ahmedabad',
      ),
      testimonialSeed(
        'We moved our phosphor-bronze bushes to them after repeated fitment issues elsewhere. Two years on, rejection at our incoming inspection is close to zero.',
        'K. Desai',
        'Quality Head',
        'Textile machinery OEM, Surat',
      ),
      testimonialSeed(
        'They turned around prototype motor shafts for our EV programme in under two weeks and scaled the same part to production without a single drawing query left open.',
        'S. Kulkarni',
        'Engineering Lead',
        'Electric two-wheeler maker, Pune',
      ),
      testimonialSeed(
        'Straight answers, realistic lead times and inspection reports with every lot. That is what we need from a machining partner, and that is what we get.',
        'V. Patel',
        'Director',
        'Pump and valve manufacturer, Rajkot',
      ),
    ],
  },
  about: {
    ...ABOUT_PAGE_SEED,
    PlantImage: null,
    Mission:
      'To machine components that our customers can fit without a second thought: accurate to the drawing, inspected before dispatch and delivered when promised.',
    Vision:
      'To be the first call for Indian and international manufacturers who need a precise, dependable machining partner, and to earn export and ISO recognition along the way.',
    Timeline: [
      {
        Year: '1997',
        Title: 'The first lathe',
        Text: 'Founded in Rajkot as a turning shop supplying shafts and bushes to local pump and engine makers.',
      },
      {
        Year: '2011',
        Title: 'CNC turning',
        Text: 'Our first CNC turning centres brought repeatable accuracy and shorter cycle times to production runs.',
      },
      {
        Year: '2012',
        Title: 'VMC capacity',
        Text: 'Vertical machining centres added milling, drilling and tapping, so flanges and housings could be finished in-house.',
      },
      {
        Year: '2018',
        Title: 'Inspection room',
        Text: 'A dedicated, climate-steady inspection room with calibrated micrometers, gauges and surface comparators.',
      },
      {
        Year: '2023',
        Title: 'New sectors',
        Text: 'Supplying EV, aerospace and defense programmes alongside our long-standing industrial customers.',
      },
      {
        Year: 'Future',
        Title: 'Export and ISO',
        Text: 'ISO certification is in process and an export licence is next, to serve customers beyond India directly.',
      },
    ],
    Founder: {
      Name: 'Rajesh Patel', // PLACEHOLDER: replace (as apps/web/src/content/company.ts)
      Role: 'Founder & Managing Director',
      Text: 'A machinist by training, he started the company in 1997 with one lathe and a commitment to first-time fit. He still reviews new drawings with the production team every morning.',
      Quote: 'A drawing is a promise between engineers. Our job is to keep that promise in metal, every part, every batch.',
      Photo: null,
    },
  },
  industries: {
    Intro: INDUSTRIES_INTRO_SEED,
    Labels: INDUSTRIES_LABELS_SEED,
    Items: INDUSTRY_ORDER.map((Slug) => ({ Slug, ...INDUSTRY_SEED[Slug], Image: null })),
  },
  'page-meta': {
    Pages: {
      home: {
        Title: `${BRAND} | Precision CNC & VMC Machined Parts, Rajkot`,
        Description:
          'Precision shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies. CNC, VMC and lathe machining in Rajkot, Gujarat since 1997.',
      },
      about: {
        Title: `About Us | ${BRAND}`,
        Description: 'Our story since 1997: from one lathe in Rajkot to a CNC, VMC and turning facility supplying India’s top industries.',
      },
      industries: {
        Title: `Industries We Empower | ${BRAND}`,
        Description:
          'Precision machined parts for energy & power, textile machinery, automotive, electric vehicles, aerospace & defense and agriculture equipment.',
      },
      products: {
        Title: `Product Catalogue | ${BRAND}`,
        Description:
          'Browse precision shafts, bushes, spacers, pins & flanges, machined fasteners and assemblies by material and category, and request a quote.',
      },
      quality: {
        Title: `Quality Assurance | ${BRAND}`,
        Description:
          'Raw material verification, in-process checks and final inspection on every lot. MSME and GST registered; ISO certification in process.',
      },
      contact: {
        Title: `Contact Us & Request a Quote | ${BRAND}`,
        Description: `Send your drawing or requirement to our Rajkot plant. We acknowledge every enquiry within ${REPLY_WITHIN}.`,
      },
      'privacy-policy': {
        Title: `Privacy Policy | ${BRAND}`,
        Description: `How ${BRAND} collects, uses and protects the information you share through this website.`,
      },
      'terms-of-service': { Title: `Terms of Service | ${BRAND}`, Description: `The terms that govern your use of the ${BRAND} website.` },
      'not-found': { Title: `Page Not Found | ${BRAND}`, Description: 'The page you were looking for does not exist.' },
    },
  },
  home: HOME_SEED,
  quality: QUALITY_SEED,
  contact: CONTACT_SEED,
  products: PRODUCTS_SEED,
};
