// Shafts: the demo products of the 'shafts' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const shafts: SeedProduct[] = [
  {
    slug: 'en8-stepped-drive-shaft',
    ProductTitle: 'EN8 Stepped Drive Shaft',
    ProductStn: 'RP-SH-101',
    ProductDescription:
      'Multi-step drive shaft CNC-turned from EN8 bright bar, Ø20–Ø80 mm and up to 750 mm long. Keyways to DIN 6885 are milled on VMC and bearing seats are ground to h6 for a clean press fit.',
    ProductMaterial: 'EN8',
    ProductTolerance: '±0.01 mm',
    ProductApplication: 'Gearboxes, conveyor drives, pump couplings',
    ProductFinish: 'Ground bearing seats, black oxide',
    Category: 'shafts',
    Tags: ['Popular', 'Ready Stock'],
    daysAgo: 210,
    image: '/images/products/en8-stepped-drive-shaft.webp',
  },
  {
    slug: 'en24-splined-pto-shaft',
    ProductTitle: 'EN24 Splined PTO Shaft',
    ProductStn: 'RP-SH-102',
    ProductDescription:
      'Hardened and tempered EN24 shaft with hobbed involute splines to DIN 5480 (SAE 6B / 21T on request). The spline zone is induction hardened to 50–55 HRC over a tough core that takes shock loads from tractor-mounted implements.',
    ProductMaterial: 'EN24',
    ProductTolerance: '±0.008 mm',
    ProductApplication: 'Tractor PTO, rotavators, agricultural gearboxes',
    ProductFinish: 'Induction hardened, ground',
    Category: 'shafts',
    Tags: ['Popular', 'Custom Made'],
    daysAgo: 95,
    image: '/images/products/en24-splined-pto-shaft.webp',
  },
  {
    slug: 'ss304-centrifugal-pump-shaft',
    ProductTitle: 'SS304 Centrifugal Pump Shaft',
    ProductStn: 'RP-SH-103',
    ProductDescription:
      'Corrosion-resistant pump shaft in SS304 with an impeller-end thread, keyway and sleeve seats. Turned between centres and polished to Ra 0.4 µm at the seal faces for long mechanical-seal life.',
    ProductMaterial: 'SS304',
    ProductTolerance: '±0.01 mm',
    ProductApplication: 'Monoblock and centrifugal pumps, water treatment',
    ProductFinish: 'Polished, Ra 0.4 µm',
    Category: 'shafts',
    Tags: ['New'],
    daysAgo: 12,
    image: '/images/products/ss304-centrifugal-pump-shaft.webp',
  },
  {
    slug: 'en19-motor-rotor-shaft',
    ProductTitle: 'EN19 Motor Rotor Shaft',
    ProductStn: 'RP-SH-104',
    ProductDescription:
      'Rotor shaft in EN19 (42CrMo4) with a knurled lamination seat, ground bearing journals and a drive-end keyway. Made for 0.5–30 kW induction, BLDC and EV traction motors, with runout held within 0.01 mm TIR.',
    ProductMaterial: 'EN19',
    ProductTolerance: '±0.005 mm on journals',
    ProductApplication: 'Induction motors, BLDC and EV traction motors',
    ProductFinish: 'Ground journals, knurled core seat',
    Category: 'shafts',
    Tags: ['Custom Made'],
    daysAgo: 160,
    image: '/images/products/en19-motor-rotor-shaft.webp',
  },
];
