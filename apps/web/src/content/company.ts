/**
 * Every piece of company content shown on the public website lives in this module.
 *
 * Values marked `// PLACEHOLDER: replace` are neutral stand-ins (the spec gives no company name, people or
 * phone numbers). Replace them with the real details before going live; nothing else needs to change.
 */
import { COMPANY_CONTACT, REPLY_WITHIN, type CategorySlug, type IndustrySlug } from '@rp/contract';

export interface Person {
  name: string;
  role: string;
  phone: string;
  phoneHref: string;
  email: string;
}

export interface Industry {
  slug: IndustrySlug;
  name: string;
  /** Short label for tiles and the sidebar. */
  shortName: string;
  icon: 'zap' | 'spool' | 'car' | 'battery' | 'plane' | 'tractor';
  image: string;
  headline: string;
  description: string;
  parts: [string, string, string, string];
}

export interface CategoryTile {
  slug: CategorySlug;
  name: string;
  image: string;
  blurb: string;
}

export const company = {
  name: COMPANY_CONTACT.name, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts (mails use it too)
  shortName: 'RPW', // PLACEHOLDER: replace (used in the logo mark alt text and compact spots)
  legalName: 'Rajkot Precision Works', // PLACEHOLDER: replace with the legal entity name
  foundedYear: 1997,
  experience: '25+ years',
  tagline: 'High-accuracy precision components for India’s top industries since 1997.',
  shortDescription:
    'CNC, VMC and lathe machining of shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies, built to drawing in Rajkot, Gujarat.',
  certifications: ['MSME registered', 'GST registered'],
  comingSoon: 'Coming soon: Export License | ISO',
  certificationLine: 'MSME and GST registered',
  email: COMPANY_CONTACT.email, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts
  dataProtectionEmail: 'privacy@example.com', // PLACEHOLDER: replace with the data-protection contact mailbox
  phones: COMPANY_CONTACT.phones, // PLACEHOLDER: replace in packages/contract/src/company-contact.ts
  /** International format without '+' for https://wa.me/<number>. */
  chatNumber: '919876543210', // PLACEHOLDER: replace with the WhatsApp Business number
  chatMessage: 'Hello, I would like to discuss a machined part requirement.',
  address: {
    street: 'Plot 24, Aji Industrial Estate (GIDC)', // PLACEHOLDER: replace with the plant address
    locality: 'Aji Dam Road',
    city: 'Rajkot',
    region: 'Gujarat',
    postalCode: '360003',
    country: 'India',
    countryCode: 'IN',
  },
  hours: 'Monday to Saturday, 9:00 am – 7:00 pm IST',
  /** Query used for the embedded map of the plant. */
  mapQuery: 'Aji Industrial Estate, Rajkot, Gujarat 360003',
} as const;

export const chatLink = `https://wa.me/${company.chatNumber}?text=${encodeURIComponent(company.chatMessage)}`;
export const addressLines = [
  company.address.street,
  `${company.address.locality}, ${company.address.city}`,
  `${company.address.region} ${company.address.postalCode}, ${company.address.country}`,
];
export const mapEmbedUrl = `https://www.google.com/maps?q=${encodeURIComponent(company.mapQuery)}&output=embed`;
export const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(company.mapQuery)}`;

export const people: [Person, Person] = [
  {
    name: 'Rajesh Patel', // PLACEHOLDER: replace
    role: 'Founder & Managing Director',
    phone: company.phones[0].label,
    phoneHref: company.phones[0].href,
    email: 'rajesh@example.com', // PLACEHOLDER: replace
  },
  {
    name: 'Nikhil Patel', // PLACEHOLDER: replace
    role: 'Head of Sales & Customer Support',
    phone: company.phones[1].label,
    phoneHref: company.phones[1].href,
    email: 'nikhil@example.com', // PLACEHOLDER: replace
  },
];

export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/industries', label: 'Industries' },
  { to: '/products', label: 'Products' },
  { to: '/quality', label: 'Quality' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's Navigate list, in the spec's order. */
export const footerLinks = [
  { to: '/products', label: 'Products' },
  { to: '/industries', label: 'Industries' },
  { to: '/quality', label: 'Quality' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/', label: 'Home' },
] as const;

// ---------------------------------------------------------------- Home

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

export const categoryTiles: CategoryTile[] = [
  { slug: 'shafts', name: 'Shafts', image: '/images/categories/shafts.webp', blurb: 'Drive, stepped, splined and pump shafts in EN8, EN19, EN24 and stainless steel.' },
  { slug: 'bushes', name: 'Bushes', image: '/images/categories/bushes.webp', blurb: 'Plain, flanged and oil-grooved bushes in phosphor bronze, brass and steel.' },
  { slug: 'spacers', name: 'Spacers', image: '/images/categories/spacers.webp', blurb: 'Precision spacers and distance rings with ground faces and tight parallelism.' },
  { slug: 'pins-flanges', name: 'Pins & Flanges', image: '/images/categories/pins-flanges.webp', blurb: 'Dowel, hinge and clevis pins plus coupling and weld-neck flanges.' },
  { slug: 'fasteners', name: 'Machined Fasteners', image: '/images/categories/fasteners.webp', blurb: 'Special studs, shoulder bolts and nuts machined from bar to non-standard sizes.' },
  { slug: 'assemblies', name: 'Custom Assemblies', image: '/images/categories/assemblies.webp', blurb: 'Sub-assemblies machined, fitted and checked as a unit, ready for your line.' },
];

export const advantage = {
  title: 'The Rajkot advantage',
  intro:
    'Rajkot is one of India’s densest engineering clusters. Our plant sits among forging, casting, heat-treatment and plating partners, so a part can move from bar to finished component in days, not weeks.',
  points: [
    { title: 'Cluster supply chain', text: 'Bar stock, castings, heat treatment and plating sourced within a few kilometres of the shop floor.' },
    { title: 'Engineers on the floor', text: 'Your drawing is reviewed by the people who set the machines, so manufacturability questions are answered early.' },
    { title: 'Flexible batch sizes', text: 'Prototype lots, pilot batches and scheduled production runs handled with the same inspection discipline.' },
    { title: 'Competitive landed cost', text: 'Efficient cycle times and local processing keep costs honest without cutting corners on quality.' },
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

// ---------------------------------------------------------------- About

export const about = {
  heroTitle: 'Built on 25+ years of precision machining',
  heroText:
    'Since 1997 we have grown from a single lathe in Rajkot into a dedicated CNC, VMC and turning facility trusted by manufacturers across India.',
  story: [
    'We started in 1997 as a small job shop in Rajkot, turning shafts and bushes for local pump and engine makers. The work was simple, but the standard we set was not: every part had to fit the first time.',
    'That reputation brought larger customers and more demanding drawings. We invested in CNC turning, then vertical machining centres, and built an inspection room before we built a showroom.',
    'Today we supply high-accuracy precision components to energy, textile machinery, automotive, electric vehicle, aerospace and defense, and agriculture equipment manufacturers, in batches from fifty to fifty thousand.',
  ],
  mission:
    'To machine components that our customers can fit without a second thought: accurate to the drawing, inspected before dispatch and delivered when promised.',
  vision:
    'To be the first call for Indian and international manufacturers who need a precise, dependable machining partner, and to earn export and ISO recognition along the way.',
  timeline: [
    { year: '1997', title: 'The first lathe', text: 'Founded in Rajkot as a turning shop supplying shafts and bushes to local pump and engine makers.' },
    { year: '2011', title: 'CNC turning', text: 'Our first CNC turning centres brought repeatable accuracy and shorter cycle times to production runs.' },
    { year: '2012', title: 'VMC capacity', text: 'Vertical machining centres added milling, drilling and tapping, so flanges and housings could be finished in-house.' },
    { year: '2018', title: 'Inspection room', text: 'A dedicated, climate-steady inspection room with calibrated micrometers, gauges and surface comparators.' },
    { year: '2023', title: 'New sectors', text: 'Supplying EV, aerospace and defense programmes alongside our long-standing industrial customers.' },
    { year: 'Future', title: 'Export and ISO', text: 'ISO certification is in process and an export licence is next, to serve customers beyond India directly.' },
  ],
  founder: {
    name: people[0].name,
    role: people[0].role,
    image: '/images/about/founder.webp',
    quote:
      'A drawing is a promise between engineers. Our job is to keep that promise in metal, every part, every batch.',
    bio: 'A machinist by training, he started the company in 1997 with one lathe and a commitment to first-time fit. He still reviews new drawings with the production team every morning.',
  },
  plantImage: '/images/about/plant.webp',
};

// ---------------------------------------------------------------- Industries

export const industriesIntro = {
  title: 'Industries We Empower',
  text: 'Precision components for the machines that generate power, weave fabric, move people and grow food.',
  benefits: [
    { title: 'Cross-sector expertise', text: 'Lessons from six demanding industries flow into every drawing we quote.' },
    { title: 'Material mastery', text: 'EN-series steels, stainless grades, brass, bronze and aluminium machined with the right tools and speeds.' },
    { title: 'Certified quality', text: 'MSME and GST registered, with ISO certification in process and documented inspection on every lot.' },
    { title: 'Adaptable production', text: 'Prototypes, pilot batches and long production runs scheduled around your build plan.' },
  ],
};

export const industries: Industry[] = [
  {
    slug: 'energy-power',
    name: 'Energy & Power Generation',
    shortName: 'Energy & Power',
    icon: 'zap',
    image: '/images/industries/energy-power.webp',
    headline: 'Components that keep power flowing',
    description:
      'Turbines, pumps, transformers and switchgear run for years between overhauls. We machine the shafts, couplings and bushes they depend on from certified material, with the concentricity and surface finish that long duty cycles demand.',
    parts: ['Pump and turbine shafts', 'Coupling flanges', 'Bronze bearing bushes', 'Terminal studs and busbar spacers'],
  },
  {
    slug: 'textile-machinery',
    name: 'Textile Machinery',
    shortName: 'Textile Machinery',
    icon: 'spool',
    image: '/images/industries/textile-machinery.webp',
    headline: 'Precision for machines that never stop',
    description:
      'Spinning, weaving and processing machines run around the clock at high speed. Our rollers, spindles and bushes are held to tight run-out and finish so they wear evenly and keep your looms on line.',
    parts: ['Spindle and roller shafts', 'Oil-grooved bushes', 'Gear spacers', 'Hinge and pivot pins'],
  },
  {
    slug: 'automotive',
    name: 'Automotive',
    shortName: 'Automotive',
    icon: 'car',
    image: '/images/industries/automotive.webp',
    headline: 'Repeatable quality at production volume',
    description:
      'Automotive tier suppliers need the thousandth part to match the first. Process-controlled CNC turning and VMC milling deliver consistent dimensions for drivetrain, chassis and engine-ancillary components.',
    parts: ['Transmission shafts', 'Suspension bushes', 'Shoulder bolts', 'Brake and clutch pins'],
  },
  {
    slug: 'electric-vehicles',
    name: 'Electric Vehicles (EV)',
    shortName: 'Electric Vehicles',
    icon: 'battery',
    image: '/images/industries/electric-vehicles.webp',
    headline: 'Lightweight accuracy for electric drivetrains',
    description:
      'Motor shafts, battery-pack hardware and controller housings call for light alloys, fine finishes and fast prototype turnaround. We support EV programmes from first sample to series supply.',
    parts: ['Motor rotor shafts', 'Aluminium battery spacers', 'Busbar fasteners', 'Controller housing flanges'],
  },
  {
    slug: 'aerospace-defense',
    name: 'Aerospace & Defense',
    shortName: 'Aerospace & Defense',
    icon: 'plane',
    image: '/images/industries/aerospace-defense.webp',
    headline: 'Traceable parts for critical applications',
    description:
      'Ground-support equipment, test rigs and defense assemblies need full material traceability and documented inspection. Every lot ships with mill certificates and dimensional reports.',
    parts: ['Precision clevis pins', 'Stainless steel spacers', 'Actuator shafts', 'Machined mounting flanges'],
  },
  {
    slug: 'agriculture-equipment',
    name: 'Agriculture Equipment',
    shortName: 'Agriculture',
    icon: 'tractor',
    image: '/images/industries/agriculture-equipment.webp',
    headline: 'Rugged parts for the field',
    description:
      'Tractors, rotavators, sprayers and pumps face dust, water and shock loads. We machine hard-wearing steel parts with protective finishes that stand up to a full season of hard work.',
    parts: ['PTO and gearbox shafts', 'Hardened pivot pins', 'Wear bushes', 'Hub flanges'],
  },
];

// ---------------------------------------------------------------- Quality

export const quality = {
  heroTitle: 'Quality that is checked, not assumed',
  heroText: 'Every component is verified against your drawing before it leaves Rajkot.',
  promiseTitle: 'Our quality promise',
  promise:
    'Quality is built into each stage of production rather than inspected in at the end. Our machinists own the dimensions they cut, and our inspectors sign off every lot against the drawing and your acceptance criteria.',
  promiseChecks: [
    'Raw material checks against mill certificates before any cutting starts',
    'In-process monitoring of critical dimensions at set intervals on every machine',
    'Final inspection of every lot, with reports supplied on request',
  ],
  steps: [
    { title: 'Raw material verification', text: 'Bar and casting grades are matched to mill test certificates, and diameters and lengths are checked on receipt.' },
    { title: 'In-process checks', text: 'First-piece approval before each run, then periodic checks of critical dimensions recorded against the drawing.' },
    { title: 'Final product assurance', text: 'Dimensional, visual and finish inspection of each lot before rust-preventive packing and dispatch.' },
  ],
  tools: [
    { title: 'Vernier calipers and micrometers', text: 'Calibrated digital and analogue instruments for external, internal and depth measurements.' },
    { title: 'Go/no-go gauges', text: 'Thread and plain plug and ring gauges for fast, unambiguous checks of holes, threads and diameters.' },
    { title: 'Surface comparators', text: 'Roughness comparison plates to confirm turned, milled and ground finishes match the specified Ra.' },
    { title: 'Hardness testing via partner labs', text: 'Rockwell and Brinell testing of heat-treated parts through accredited partner laboratories in Rajkot.' },
    { title: '100% visual inspection', text: 'Every part is looked at for burrs, dents, tool marks and plating defects before it is packed.' },
  ],
  badges: [
    { title: 'MSME registered', text: 'Registered micro, small and medium enterprise under the Government of India.' },
    { title: 'GST registered', text: 'Fully GST compliant invoicing for smooth input tax credit.' },
    { title: 'ISO certification in process', text: 'Our quality management system is being prepared for ISO certification.' },
  ],
};

// ---------------------------------------------------------------- Contact

export const contactPage = {
  title: 'Let’s talk about your parts',
  text: 'Call, write or send your drawing. An engineer, not a call centre, will answer.',
  expectations: [
    `We acknowledge every enquiry within ${REPLY_WITHIN}.`,
    'An engineer reviews your drawing, material and quantities.',
    'You receive a clear, itemised quotation with lead time.',
    'Samples or a first-article lot can be arranged before production.',
  ],
};

export const seo = {
  home: {
    title: `${company.name} | Precision CNC & VMC Machined Parts, Rajkot`,
    description:
      'Precision shafts, bushes, spacers, pins & flanges, machined fasteners and custom assemblies. CNC, VMC and lathe machining in Rajkot, Gujarat since 1997.',
  },
  about: {
    title: `About Us | ${company.name}`,
    description: 'Our story since 1997: from one lathe in Rajkot to a CNC, VMC and turning facility supplying India’s top industries.',
  },
  industries: {
    title: `Industries We Empower | ${company.name}`,
    description:
      'Precision machined parts for energy & power, textile machinery, automotive, electric vehicles, aerospace & defense and agriculture equipment.',
  },
  products: {
    title: `Product Catalogue | ${company.name}`,
    description:
      'Browse precision shafts, bushes, spacers, pins & flanges, machined fasteners and assemblies by material and category, and request a quote.',
  },
  quality: {
    title: `Quality Assurance | ${company.name}`,
    description: 'Raw material verification, in-process checks and final inspection on every lot. MSME and GST registered; ISO certification in process.',
  },
  contact: {
    title: `Contact Us & Request a Quote | ${company.name}`,
    description: `Send your drawing or requirement to our Rajkot plant. We acknowledge every enquiry within ${REPLY_WITHIN}.`,
  },
  privacy: {
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses and protects the information you share through this website.`,
  },
  terms: {
    title: `Terms of Service | ${company.name}`,
    description: `The terms that govern your use of the ${company.name} website.`,
  },
  notFound: {
    title: `Page Not Found | ${company.name}`,
    description: 'The page you were looking for does not exist.',
  },
};

// ---------------------------------------------------------------- Legal

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

export const privacyPolicy: { intro: string; sections: LegalSection[] } = {
  intro: `${company.name} ("we", "us") respects your privacy. This policy explains what information we collect through this website, why we collect it and how we protect it.`,
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only the information you choose to send us through our quote and contact forms:'],
      list: [
        'Your name, company, position, e-mail address and phone number',
        'Your city, state and country, when you provide them',
        'Project details and any drawing file you upload',
        'Basic technical data such as your IP address, used only to protect the forms against abuse',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: [
        'We use your information to answer your enquiry, prepare quotations, manufacture and deliver the parts you order, and keep in touch about that work. We do not sell your information or use it for unrelated marketing.',
      ],
    },
    {
      title: 'Sharing and Disclosure',
      paragraphs: [
        'Your drawings and project details stay with our engineering and sales team. We share information only with service providers who help us run this website and our business under a duty of confidentiality, or when Indian law requires it.',
      ],
    },
    {
      title: 'Data Security and Retention',
      paragraphs: [
        'Submissions are sent over an encrypted connection and stored on access-controlled systems. We keep enquiry records for as long as needed to serve you and to meet our legal and tax obligations, and then delete them.',
      ],
    },
    {
      title: 'Your Rights and Choices',
      paragraphs: [
        'You may ask us to show, correct or delete the personal information we hold about you, or to stop contacting you, at any time. This website stores only your light or dark theme preference in your browser; it uses no advertising or tracking cookies.',
      ],
    },
  ],
};

export const termsOfService: { intro: string; sections: LegalSection[] } = {
  intro: `These terms govern your use of the ${company.name} website. By using the website you agree to them.`,
  sections: [
    {
      title: 'Agreement to Terms',
      paragraphs: [
        'By accessing this website you confirm that you have read and accept these terms. If you do not agree, please do not use the website. Quotations and orders are governed by the terms stated on each quotation or purchase order.',
      ],
    },
    {
      title: 'Intellectual Property Rights',
      paragraphs: [
        `The content of this website, including text, photographs, renderings, logos and design, belongs to ${company.name} unless stated otherwise. Drawings you send us remain your property and are used only to quote for and manufacture your parts.`,
      ],
    },
    {
      title: 'User Representations',
      paragraphs: [
        'When you submit a form you confirm that the information is accurate, that you are authorised to share any drawing you upload, and that you are acting for a legitimate business purpose.',
      ],
    },
    {
      title: 'Prohibited Activities',
      paragraphs: ['You agree not to:'],
      list: [
        'Submit false, misleading or automated enquiries',
        'Upload files containing malware or content you have no right to share',
        'Attempt to gain unauthorised access to the website, its server or its administration area',
        'Copy or reuse website content for commercial purposes without written permission',
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        `These terms are governed by the laws of India. Any dispute arising from them or from the use of this website is subject to the exclusive jurisdiction of the courts in ${company.address.city}, ${company.address.region}.`,
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [`Questions about these terms can be sent to ${company.email} or to our office at the address below.`],
    },
  ],
};
