import { company, people } from '../company';

/** Copy of the About page. */
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
    {
      year: '1997',
      title: 'The first lathe',
      text: 'Founded in Rajkot as a turning shop supplying shafts and bushes to local pump and engine makers.',
    },
    {
      year: '2011',
      title: 'CNC turning',
      text: 'Our first CNC turning centres brought repeatable accuracy and shorter cycle times to production runs.',
    },
    {
      year: '2012',
      title: 'VMC capacity',
      text: 'Vertical machining centres added milling, drilling and tapping, so flanges and housings could be finished in-house.',
    },
    {
      year: '2018',
      title: 'Inspection room',
      text: 'A dedicated, climate-steady inspection room with calibrated micrometers, gauges and surface comparators.',
    },
    { year: '2023', title: 'New sectors', text: 'Supplying EV, aerospace and defense programmes alongside our long-standing industrial customers.' },
    {
      year: 'Future',
      title: 'Export and ISO',
      text: 'ISO certification is in process and an export licence is next, to serve customers beyond India directly.',
    },
  ],
  founder: {
    name: people[0].name,
    role: people[0].role,
    image: '/images/about/founder.webp',
    quote: 'A drawing is a promise between engineers. Our job is to keep that promise in metal, every part, every batch.',
    bio: 'A machinist by training, he started the company in 1997 with one lathe and a commitment to first-time fit. He still reviews new drawings with the production team every morning.',
  },
  plantImage: '/images/about/plant.webp',
};

/** The page's title and description (search results, link previews). */
export const seo = {
  title: `About Us | ${company.name}`,
  description: 'Our story since 1997: from one lathe in Rajkot to a CNC, VMC and turning facility supplying India’s top industries.',
};
