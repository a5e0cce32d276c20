// Custom Assemblies: the demo products of the 'assemblies' category. A plain object literal: scripts/media/lib/seed.mjs reads it.
import type { SeedProduct } from '../seed-products.js';

export const assemblies: SeedProduct[] = [
  {
    slug: 'gear-shaft-sub-assembly',
    ProductTitle: 'Gear & Shaft Sub-Assembly',
    ProductStn: 'RP-AS-601',
    ProductDescription:
      'Ready-to-fit gearbox sub-assembly: an EN24 shaft with a hobbed spur gear, two deep-groove ball bearings and circlips, pressed and checked for runout before dispatch. Built to customer drawings for gear reducers and textile machines.',
    ProductMaterial: 'EN24',
    ProductTolerance: '0.02 mm runout',
    ProductApplication: 'Gear reducers, textile machinery, machine tools',
    ProductFinish: 'Hardened gear, ground journals',
    Category: 'assemblies',
    Tags: ['Popular', 'Custom Made'],
    daysAgo: 40,
    image: '/images/products/gear-shaft-sub-assembly.webp',
  },
  {
    slug: 'conveyor-idler-roller-assembly',
    ProductTitle: 'Conveyor Idler Roller Assembly',
    ProductStn: 'RP-AS-602',
    ProductDescription:
      'Complete idler roller with an ERW tube shell, pressed bearing housings, 6204/6205 bearings, labyrinth seals and a machined EN8 spindle. Shell diameters 76–159 mm with TIR within 0.5 mm.',
    ProductMaterial: 'Mild Steel',
    ProductTolerance: '0.5 mm TIR',
    ProductApplication: 'Belt conveyors for cement, mining and bulk handling',
    ProductFinish: 'Painted or powder-coated shell',
    Category: 'assemblies',
    Tags: ['Ready Stock'],
    daysAgo: 320,
    image: '/images/products/conveyor-idler-roller-assembly.webp',
  },
  {
    slug: 'flanged-bearing-housing-assembly',
    ProductTitle: 'Flanged Bearing Housing Assembly',
    ProductStn: 'RP-AS-603',
    ProductDescription:
      'Four-bolt square flange housing in cast iron with a machined bearing seat, insert bearing, eccentric locking collar and grease nipple, fitted on a ground shaft stub. Supplied assembled and greased.',
    ProductMaterial: 'Cast Iron',
    ProductTolerance: 'H7 housing bore',
    ProductApplication: 'Agricultural machinery, fans and blowers, conveyors',
    ProductFinish: 'Machined, enamel painted',
    Category: 'assemblies',
    Tags: ['New'],
    daysAgo: 1,
    image: '/images/products/flanged-bearing-housing-assembly.webp',
  },
  {
    slug: 'textile-spindle-assembly',
    ProductTitle: 'Textile Ring-Frame Spindle Assembly',
    ProductStn: 'RP-AS-604',
    ProductDescription:
      'Ring-spinning spindle assembly with a taper blade, aluminium wharve and a bolster with a bronze bearing insert, balanced for 18,000–25,000 rpm. Machined for ring frames in spinning mills across Gujarat and Tamil Nadu.',
    ProductMaterial: 'EN19',
    ProductTolerance: '0.005 mm TIR',
    ProductApplication: 'Ring spinning frames, textile mills',
    ProductFinish: 'Hardened, ground and polished',
    Category: 'assemblies',
    Tags: ['Custom Made'],
    daysAgo: 265,
    image: '/images/products/textile-spindle-assembly.webp',
  },
];
