// Machined Fasteners: the demo products of the 'fasteners' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const fasteners: SeedProduct[] = [
  {
    slug: 'en8-high-tensile-hex-bolt',
    ProductTitle: 'EN8 High-Tensile Hex Bolt',
    ProductStn: 'RP-FA-501',
    ProductDescription:
      'CNC-machined hex bolt in hardened and tempered EN8 (property class 8.8), M10–M36 with rolled threads and lengths up to 300 mm. Made for non-standard grip lengths, reduced shanks and drilled heads that are not available off the shelf.',
    ProductMaterial: 'EN8',
    ProductTolerance: '6g thread',
    ProductApplication: 'Machine building, structural steel, heavy equipment',
    ProductFinish: 'Zinc flake or black oxide',
    Category: 'fasteners',
    Tags: ['Popular'],
    daysAgo: 150,
    image: '/images/products/en8-high-tensile-hex-bolt.webp',
  },
  {
    slug: 'ss304-shoulder-bolt',
    ProductTitle: 'SS304 Shoulder Bolt',
    ProductStn: 'RP-FA-502',
    ProductDescription:
      'Socket-head shoulder bolt in SS304 with a ground f9 shoulder that works as a pivot or guide. Shoulder Ø6–Ø25 mm and thread M5–M20, with lengths made to order.',
    ProductMaterial: 'SS304',
    ProductTolerance: 'f9 shoulder',
    ProductApplication: 'Pivots, guide rollers, packaging machinery',
    ProductFinish: 'Passivated',
    Category: 'fasteners',
    Tags: ['New'],
    daysAgo: 3,
    image: '/images/products/ss304-shoulder-bolt.webp',
  },
  {
    slug: 'en19-double-end-stud',
    ProductTitle: 'EN19 Double-End Stud',
    ProductStn: 'RP-FA-503',
    ProductDescription:
      'Fully machined double-end stud in EN19 (ASTM A193 B7 equivalent), hardened and tempered, with rolled threads M12–M48. Used with heavy hex nuts on pressure flanges, valve bonnets and turbine casings.',
    ProductMaterial: 'EN19',
    ProductTolerance: '6g thread',
    ProductApplication: 'Pressure flanges, valves, turbine casings',
    ProductFinish: 'Black oxide or PTFE coated',
    Category: 'fasteners',
    Tags: ['Ready Stock'],
    daysAgo: 220,
    image: '/images/products/en19-double-end-stud.webp',
  },
  {
    slug: 'ss316-heavy-hex-nut',
    ProductTitle: 'SS316 Heavy Hex Nut',
    ProductStn: 'RP-FA-504',
    ProductDescription:
      'Heavy-series hex nut machined from SS316 hex bar, M8–M64, with chamfered bearing faces and 6H threads. Paired with our studs for corrosive and offshore service.',
    ProductMaterial: 'SS316',
    ProductTolerance: '6H thread',
    ProductApplication: 'Offshore, chemical and marine flanges',
    ProductFinish: 'Passivated',
    Category: 'fasteners',
    Tags: ['Custom Made'],
    daysAgo: 110,
    image: '/images/products/ss316-heavy-hex-nut.webp',
  },
];
