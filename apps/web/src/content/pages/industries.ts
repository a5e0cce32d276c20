import type { IndustrySlug } from '@rp/contract';

/**
 * Copy of the Industries page (the home page shows the industries too). Each industry's headline, description,
 * key parts and picture are site content (/admin/site-content/industries); its name and icon stay here.
 */
export interface IndustryLabel {
  slug: IndustrySlug;
  name: string;
  /** Short label for tiles and the sidebar. */
  shortName: string;
  icon: 'zap' | 'spool' | 'car' | 'battery' | 'plane' | 'tractor';
}

export const industriesIntro = {
  title: 'Industries We Empower',
  text: 'Precision components for the machines that generate power, weave fabric, move people and grow food.',
  benefits: [
    { title: 'Cross-sector expertise', text: 'Lessons from six demanding industries flow into every drawing we quote.' },
    { title: 'Material mastery', text: 'EN-series steels, stainless grades, brass, bronze and aluminium machined with the right tools and speeds.' },
    { title: 'Certified quality', text: 'MSME and GST registered, with ISO certification in process and documented inspection on every lot.' },
    { title: 'Adaptable production', text: 'Prototypes, pilot batches and long production runs scheduled around your build plan.' },
  ],
};

export const industries: IndustryLabel[] = [
  {
    slug: 'energy-power',
    name: 'Energy & Power Generation',
    shortName: 'Energy & Power',
    icon: 'zap',
  },
  {
    slug: 'textile-machinery',
    name: 'Textile Machinery',
    shortName: 'Textile Machinery',
    icon: 'spool',
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    shortName: 'Automotive',
    icon: 'car',
  },
  {
    slug: 'electric-vehicles',
    name: 'Electric Vehicles (EV)',
    shortName: 'Electric Vehicles',
    icon: 'battery',
  },
  {
    slug: 'aerospace-defense',
    name: 'Aerospace & Defense',
    shortName: 'Aerospace & Defense',
    icon: 'plane',
  },
  {
    slug: 'agriculture-equipment',
    name: 'Agriculture Equipment',
    shortName: 'Agriculture',
    icon: 'tractor',
  },
];
