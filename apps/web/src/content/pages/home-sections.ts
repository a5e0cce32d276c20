import { REPLY_WITHIN, type CategorySlug } from '@rp/contract/plain';

/** Copy of the home page below the hero (its code loads when the browser is first idle: ADR 041). */
export const pillars = [
  {
    icon: 'ruler' as const,
    title: 'Accuracy you can measure',
    text: 'Turned and milled to ±0.01 mm where the drawing calls for it, with first-article reports and batch inspection records on request.',
  },
  {
    icon: 'cog' as const,
    title: 'CNC, VMC and lathe capacity',
    text: 'CNC turning centres, vertical machining centres and conventional lathes let us pick the right process for each part instead of forcing one.',
  },
  {
    icon: 'shield' as const,
    title: 'Quality at every stage',
    text: 'Raw material is verified on arrival, dimensions are checked in process, and every lot is inspected before it is packed.',
  },
  {
    icon: 'truck' as const,
    title: 'Dependable delivery',
    text: 'Agreed dispatch dates, rust-preventive packing and regular updates, whether you order a prototype lot or a scheduled monthly call-off.',
  },
];

export interface CategoryTile {
  slug: CategorySlug;
  image: string;
  blurb: string;
}

/** The home page's category tiles; names come from the contract's category list. */
export const categoryTiles: CategoryTile[] = [
  {
    slug: 'shafts',
    image: '/images/categories/shafts.webp',
    blurb: 'Drive, stepped, splined and pump shafts in EN8, EN19, EN24 and stainless steel.',
  },
  { slug: 'bushes', image: '/images/categories/bushes.webp', blurb: 'Plain, flanged and oil-grooved bushes in phosphor bronze, brass and steel.' },
  {
    slug: 'spacers',
    image: '/images/categories/spacers.webp',
    blurb: 'Precision spacers and distance rings with ground faces and tight parallelism.',
  },
  { slug: 'pins-flanges', image: '/images/categories/pins-flanges.webp', blurb: 'Dowel, hinge and clevis pins plus coupling and weld-neck flanges.' },
  {
    slug: 'fasteners',
    image: '/images/categories/fasteners.webp',
    blurb: 'Special studs, shoulder bolts and nuts machined from bar to non-standard sizes.',
  },
  {
    slug: 'assemblies',
    image: '/images/categories/assemblies.webp',
    blurb: 'Sub-assemblies machined, fitted and checked as a unit, ready for your line.',
  },
];

export const advantage = {
  title: 'The Rajkot advantage',
  intro:
    'Rajkot is one of India’s densest engineering clusters. Our plant sits among forging, casting, heat-treatment and plating partners, so a part can move from bar to finished component in days, not weeks.',
  points: [
    { title: 'Cluster supply chain', text: 'Bar stock, castings, heat treatment and plating sourced within a few kilometres of the shop floor.' },
    {
      title: 'Engineers on the floor',
      text: 'Your drawing is reviewed by the people who set the machines, so manufacturability questions are answered early.',
    },
    {
      title: 'Flexible batch sizes',
      text: 'Prototype lots, pilot batches and scheduled production runs handled with the same inspection discipline.',
    },
    { title: 'Competitive landed cost', text: 'Efficient cycle times and local processing keep costs honest without cutting corners on quality.' },
  ],
};

export const ctaBand = {
  title: `Have a drawing ready? We reply within ${REPLY_WITHIN}.`,
  text: 'Send us your drawing or sample details. Our engineers review material, tolerance and quantity and reply with a clear, itemised price.',
};
