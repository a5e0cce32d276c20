import type { IndustrySlug } from '@rp/contract';

/**
 * The six industries' names and icons (the home page shows the industries too). The page's intro and each
 * industry's headline, description, key parts and picture are site content (/admin/site-content/industries).
 */
export interface IndustryLabel {
  slug: IndustrySlug;
  name: string;
  /** Short label for tiles and the sidebar. */
  shortName: string;
  icon: 'zap' | 'spool' | 'car' | 'battery' | 'plane' | 'tractor';
}

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
