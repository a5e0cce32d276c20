import { REPLY_WITHIN } from '@rp/contract';

/** Copy of the home page. */
export const hero = {
  eyebrow: 'Est. 1997 · Rajkot, Gujarat',
  headlineLead: 'Precision parts,',
  headlineWords: ['engineered', 'machined', 'inspected', 'delivered'],
  headlineTail: 'to your drawing.',
  /** Plain sentence for screen readers and search engines; the cycling words are decorative. */
  headlineText: 'Precision parts, engineered, machined, inspected and delivered to your drawing.',
  taglines: [
    'CNC turning, VMC milling and conventional lathe work under one roof.',
    'Tolerances down to ±0.01 mm, checked on every batch.',
    'From 50-piece prototypes to 50,000-piece production runs.',
    'Over 25 years of supplying India’s top industries.',
  ],
  videos: [1, 2, 3].map((n) => ({
    desktop: `/media/hero-${n}.mp4`,
    desktopPoster: `/media/hero-${n}.webp`,
    mobile: `/media/hero-${n}-mobile.mp4`,
    mobilePoster: `/media/hero-${n}-mobile.webp`,
  })),
  stats: [
    { value: '1997', label: 'Founded in Rajkot' },
    { value: '25+', label: 'Years of machining' },
    { value: '±0.01 mm', label: 'Routine tolerance' },
    { value: '6', label: 'Industries served' },
  ],
};

export const testimonials = [
  {
    quote:
      'Their EN24 shafts went straight onto our gearbox line. Run-out and bearing seats were consistently within drawing, and dispatches arrived on the dates they committed.',
    name: 'Purchase Manager', // PLACEHOLDER: replace with a named, approved testimonial
    company: 'Gearbox manufacturer, Ahmedabad',
  },
  {
    quote:
      'We moved our phosphor-bronze bushes to them after repeated fitment issues elsewhere. Two years on, rejection at our incoming inspection is close to zero.',
    name: 'Quality Head', // PLACEHOLDER: replace
    company: 'Textile machinery OEM, Surat',
  },
  {
    quote:
      'They turned around prototype motor shafts for our EV programme in under two weeks and scaled the same part to production without a single drawing query left open.',
    name: 'Engineering Lead', // PLACEHOLDER: replace
    company: 'Electric two-wheeler maker, Pune',
  },
  {
    quote:
      'Straight answers, realistic lead times and inspection reports with every lot. That is what we need from a machining partner, and that is what we get.',
    name: 'Director', // PLACEHOLDER: replace
    company: 'Pump and valve manufacturer, Rajkot',
  },
];

export const ctaBand = {
  title: `Have a drawing ready? We reply within ${REPLY_WITHIN}.`,
  text: 'Send us your drawing or sample details. Our engineers review material, tolerance and quantity and reply with a clear, itemised price.',
};
