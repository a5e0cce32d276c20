import { company } from '../company';
import type { IndustrySlug } from '@rp/contract';

/** Copy of the Industries page (the home page shows the industries too). */
export interface Industry {
  slug: IndustrySlug;
  name: string;
  /** Short label for tiles and the sidebar. */
  shortName: string;
  icon: 'zap' | 'spool' | 'car' | 'battery' | 'plane' | 'tractor';
  image: string;
  headline: string;
  description: string;
  parts: [string, string, string, string];
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

export const industries: Industry[] = [
  {
    slug: 'energy-power',
    name: 'Energy & Power Generation',
    shortName: 'Energy & Power',
    icon: 'zap',
    image: '/images/industries/energy-power.webp',
    headline: 'Components that keep power flowing',
    description:
      'Turbines, pumps, transformers and switchgear run for years between overhauls. We machine the shafts, couplings and bushes they depend on from certified material, with the concentricity and surface finish that long duty cycles demand.',
    parts: ['Pump and turbine shafts', 'Coupling flanges', 'Bronze bearing bushes', 'Terminal studs and busbar spacers'],
  },
  {
    slug: 'textile-machinery',
    name: 'Textile Machinery',
    shortName: 'Textile Machinery',
    icon: 'spool',
    image: '/images/industries/textile-machinery.webp',
    headline: 'Precision for machines that never stop',
    description:
      'Spinning, weaving and processing machines run around the clock at high speed. Our rollers, spindles and bushes are held to tight run-out and finish so they wear evenly and keep your looms on line.',
    parts: ['Spindle and roller shafts', 'Oil-grooved bushes', 'Gear spacers', 'Hinge and pivot pins'],
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    shortName: 'Automotive',
    icon: 'car',
    image: '/images/industries/automotive.webp',
    headline: 'Repeatable quality at production volume',
    description:
      'Automotive tier suppliers need the thousandth part to match the first. Process-controlled CNC turning and VMC milling deliver consistent dimensions for drivetrain, chassis and engine-ancillary components.',
    parts: ['Transmission shafts', 'Suspension bushes', 'Shoulder bolts', 'Brake and clutch pins'],
  },
  {
    slug: 'electric-vehicles',
    name: 'Electric Vehicles (EV)',
    shortName: 'Electric Vehicles',
    icon: 'battery',
    image: '/images/industries/electric-vehicles.webp',
    headline: 'Lightweight accuracy for electric drivetrains',
    description:
      'Motor shafts, battery-pack hardware and controller housings call for light alloys, fine finishes and fast prototype turnaround. We support EV programmes from first sample to series supply.',
    parts: ['Motor rotor shafts', 'Aluminium battery spacers', 'Busbar fasteners', 'Controller housing flanges'],
  },
  {
    slug: 'aerospace-defense',
    name: 'Aerospace & Defense',
    shortName: 'Aerospace & Defense',
    icon: 'plane',
    image: '/images/industries/aerospace-defense.webp',
    headline: 'Traceable parts for critical applications',
    description:
      'Ground-support equipment, test rigs and defense assemblies need full material traceability and documented inspection. Every lot ships with mill certificates and dimensional reports.',
    parts: ['Precision clevis pins', 'Stainless steel spacers', 'Actuator shafts', 'Machined mounting flanges'],
  },
  {
    slug: 'agriculture-equipment',
    name: 'Agriculture Equipment',
    shortName: 'Agriculture',
    icon: 'tractor',
    image: '/images/industries/agriculture-equipment.webp',
    headline: 'Rugged parts for the field',
    description:
      'Tractors, rotavators, sprayers and pumps face dust, water and shock loads. We machine hard-wearing steel parts with protective finishes that stand up to a full season of hard work.',
    parts: ['PTO and gearbox shafts', 'Hardened pivot pins', 'Wear bushes', 'Hub flanges'],
  },
];

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `Industries We Empower | ${company.name}`,
  description:
    'Precision machined parts for energy & power, textile machinery, automotive, electric vehicles, aerospace & defense and agriculture equipment.',
};
