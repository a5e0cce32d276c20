// Pins & Flanges: the demo products of the 'pins-flanges' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const pinsFlanges: SeedProduct[] = [
  {
    slug: 'en8-clevis-pin-cross-hole',
    ProductTitle: 'EN8 Clevis Pin with Cross Hole',
    ProductStn: 'RP-PF-401',
    ProductDescription:
      'Headed clevis pin in EN8 with a drilled split-pin cross hole, Ø6–Ø50 mm. Zinc plated or induction hardened for hydraulic cylinder mounts and implement linkages.',
    ProductMaterial: 'EN8',
    ProductTolerance: 'f7 diameter',
    ProductApplication: 'Hydraulic cylinders, linkages, tractor implements',
    ProductFinish: 'Zinc plated',
    Category: 'pins-flanges',
    Tags: ['Ready Stock'],
    daysAgo: 275,
    image: '/images/products/en8-clevis-pin-cross-hole.webp',
  },
  {
    slug: 'en24-hardened-dowel-pin',
    ProductTitle: 'EN24 Hardened Dowel Pin',
    ProductStn: 'RP-PF-402',
    ProductDescription:
      'Ground dowel pin for accurate location of mould plates, fixtures and gearbox housings. Hardened to 48–52 HRC and ground to m6, with a chamfer on one end and a radius on the other for easy entry.',
    ProductMaterial: 'EN24',
    ProductTolerance: 'm6',
    ProductApplication: 'Moulds, jigs and fixtures, gearbox housings',
    ProductFinish: 'Hardened, centreless ground',
    Category: 'pins-flanges',
    Tags: ['Ready Stock'],
    daysAgo: 390,
    image: '/images/products/en24-hardened-dowel-pin.webp',
  },
  {
    slug: 'ss316-slip-on-pipe-flange',
    ProductTitle: 'SS316 Slip-On Pipe Flange',
    ProductStn: 'RP-PF-403',
    ProductDescription:
      'Slip-on pipe flange in SS316 to ASME B16.5 Class 150 or EN 1092-1 PN16, ½" to 12" NB. CNC-turned raised face with a serrated finish and VMC-drilled bolt holes on a true PCD.',
    ProductMaterial: 'SS316',
    ProductTolerance: '±0.05 mm on PCD',
    ProductApplication: 'Chemical process piping, dairy and pharma plants',
    ProductFinish: 'Serrated raised face, 125–250 AARH',
    Category: 'pins-flanges',
    Tags: ['Custom Made'],
    daysAgo: 58,
    image: '/images/products/ss316-slip-on-pipe-flange.webp',
  },
  {
    slug: 'cast-iron-coupling-flange',
    ProductTitle: 'Cast Iron Coupling Flange',
    ProductStn: 'RP-PF-404',
    ProductDescription:
      'Rigid coupling flange in FG260 cast iron with a keyed hub bore and spigot register for motor-to-pump alignment. Bolt holes are drilled and reamed on VMC so coupling halves are interchangeable.',
    ProductMaterial: 'Cast Iron',
    ProductTolerance: 'H7 bore, ±0.02 mm spigot',
    ProductApplication: 'Pump and motor couplings, conveyor drives',
    ProductFinish: 'Machined, non-fitted surfaces painted',
    Category: 'pins-flanges',
    Tags: ['New'],
    daysAgo: 20,
    image: '/images/products/cast-iron-coupling-flange.webp',
  },
];
