/** Copy of the home page's first screen (the hero); the rest is in home-sections.ts. */
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
