// Spacers: the demo products of the 'spacers' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const spacers: SeedProduct[] = [
  {
    slug: 'aluminium-6061-round-spacer',
    ProductTitle: 'Aluminium 6061 Round Spacer',
    ProductStn: 'RP-SP-301',
    ProductDescription:
      'Lightweight round spacer machined from 6061-T6 bar, OD Ø8–Ø50 mm and lengths 3–150 mm, with plain or tapped bores. Clear or black anodised for panels, fixtures and battery-pack frames.',
    ProductMaterial: 'Aluminium 6061',
    ProductTolerance: '±0.05 mm',
    ProductApplication: 'Control panels, fixtures, EV battery packs',
    ProductFinish: 'Clear or black anodised',
    Category: 'spacers',
    Tags: ['Ready Stock'],
    daysAgo: 180,
    image: '/images/products/aluminium-6061-round-spacer.webp',
  },
  {
    slug: 'ss304-bearing-spacer-ring',
    ProductTitle: 'SS304 Bearing Spacer Ring',
    ProductStn: 'RP-SP-302',
    ProductDescription:
      'Precision spacer ring that sets bearing preload on spindles and gearbox shafts. Faces are surface ground parallel within 0.005 mm, with bore and OD held to bearing-fit tolerances.',
    ProductMaterial: 'SS304',
    ProductTolerance: '±0.005 mm',
    ProductApplication: 'Machine-tool spindles, gearbox shafts',
    ProductFinish: 'Surface-ground faces',
    Category: 'spacers',
    Tags: [],
    daysAgo: 130,
    image: '/images/products/ss304-bearing-spacer-ring.webp',
  },
  {
    slug: 'mild-steel-heavy-duty-spacer',
    ProductTitle: 'Mild Steel Heavy-Duty Spacer',
    ProductStn: 'RP-SP-303',
    ProductDescription:
      'Thick-wall spacer in mild steel (EN3B / IS 2062) for structural and implement assemblies, OD up to Ø150 mm. Supplied zinc plated with yellow or clear passivation.',
    ProductMaterial: 'Mild Steel',
    ProductTolerance: '±0.1 mm',
    ProductApplication: 'Agricultural implements, fabricated frames',
    ProductFinish: 'Zinc plated, yellow passivated',
    Category: 'spacers',
    Tags: ['Ready Stock'],
    daysAgo: 360,
    image: '/images/products/mild-steel-heavy-duty-spacer.webp',
  },
  {
    slug: 'brass-hex-standoff',
    ProductTitle: 'Brass Hex Standoff',
    ProductStn: 'RP-SP-304',
    ProductDescription:
      'Female-female hex standoff made from brass hex bar, M3 to M8 threads and 5–60 mm long. Nickel plating available for control cabinets and PCB mounting.',
    ProductMaterial: 'Brass',
    ProductTolerance: '±0.1 mm',
    ProductApplication: 'PCB mounting, control panels, switchgear',
    ProductFinish: 'Natural or nickel plated',
    Category: 'spacers',
    Tags: ['Popular'],
    daysAgo: 45,
    image: '/images/products/brass-hex-standoff.webp',
  },
];
