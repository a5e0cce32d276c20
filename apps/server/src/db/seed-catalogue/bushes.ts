// Bushes: the demo products of the 'bushes' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const bushes: SeedProduct[] = [
  {
    slug: 'phosphor-bronze-flanged-bush',
    ProductTitle: 'Phosphor Bronze Flanged Bush',
    ProductStn: 'RP-BU-201',
    ProductDescription:
      'Centrifugally cast phosphor bronze bush machined with a locating flange, H7 bore and internal oil grooves. Standard bores from Ø12 to Ø120 mm; made-to-drawing sizes in batches from 50 pieces.',
    ProductMaterial: 'Phosphor Bronze',
    ProductTolerance: 'H7 bore, ±0.02 mm OD',
    ProductApplication: 'Pivot points, textile machinery, hydraulic cylinder eyes',
    ProductFinish: 'Fine turned, oil grooved',
    Category: 'bushes',
    Tags: ['Popular', 'Ready Stock'],
    daysAgo: 300,
    image: '/images/products/phosphor-bronze-flanged-bush.webp',
  },
  {
    slug: 'en24-hardened-drill-jig-bush',
    ProductTitle: 'EN24 Hardened Drill Jig Bush',
    ProductStn: 'RP-BU-202',
    ProductDescription:
      'Headed drill-guide bush in EN24, hardened to 48–52 HRC and ground inside and out for repeatable hole positions in drill jigs. Bores from Ø3 to Ø40 mm with concentricity within 0.008 mm.',
    ProductMaterial: 'EN24',
    ProductTolerance: 'F7 bore, n6 OD',
    ProductApplication: 'Drill jigs, machining fixtures, press tools',
    ProductFinish: 'Hardened, ground and lapped',
    Category: 'bushes',
    Tags: ['Ready Stock'],
    daysAgo: 240,
    image: '/images/products/en24-hardened-drill-jig-bush.webp',
  },
  {
    slug: 'brass-plain-sleeve-bush',
    ProductTitle: 'Brass Plain Sleeve Bush',
    ProductStn: 'RP-BU-203',
    ProductDescription:
      'Plain cylindrical bush turned from free-cutting brass (CuZn39Pb3) bar on sliding-head CNC lathes, Ø6–Ø60 mm OD. Suited to low-speed pivots and valve spindles where corrosion resistance and quiet running matter.',
    ProductMaterial: 'Brass',
    ProductTolerance: '±0.02 mm',
    ProductApplication: 'Valves, light-duty pivots, electrical fittings',
    ProductFinish: 'Natural, deburred',
    Category: 'bushes',
    Tags: ['New'],
    daysAgo: 6,
    image: '/images/products/brass-plain-sleeve-bush.webp',
  },
  {
    slug: 'ss316-pump-shaft-sleeve',
    ProductTitle: 'SS316 Pump Shaft Sleeve',
    ProductStn: 'RP-BU-204',
    ProductDescription:
      'Replaceable shaft-protection sleeve in SS316 with an O-ring groove and drive slot, fitted under glands and mechanical seals. The outside is ground to Ra 0.2 µm; hard-chrome or ceramic coating on request.',
    ProductMaterial: 'SS316',
    ProductTolerance: '±0.01 mm',
    ProductApplication: 'Process pumps, chemical and marine service',
    ProductFinish: 'Ground, Ra 0.2 µm',
    Category: 'bushes',
    Tags: ['Custom Made'],
    daysAgo: 75,
    image: '/images/products/ss316-pump-shaft-sleeve.webp',
  },
];
