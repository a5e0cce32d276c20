import { REPLY_WITHIN } from '@rp/contract';
import { company } from './company';

/** Title and description of each public page. */
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
    description:
      'Raw material verification, in-process checks and final inspection on every lot. MSME and GST registered; ISO certification in process.',
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
