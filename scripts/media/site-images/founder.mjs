// Founder portrait placeholder for the About page.
import { BRAND, markPaths } from '../lib/brand.mjs';
import { svgDoc } from '../lib/util.mjs';

export function founderSvg() {
  const W = 600,
    H = 750;
  const g1 = 'f1',
    g2 = 'f2',
    g3 = 'f3';
  const defs =
    `<radialGradient id="${g1}" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#2f5a86"/><stop offset="0.6" stop-color="#173a5e"/><stop offset="1" stop-color="#0b2545"/></radialGradient>` +
    `<linearGradient id="${g2}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b7fa6"/><stop offset="1" stop-color="#21466e"/></linearGradient>` +
    `<linearGradient id="${g3}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2545" stop-opacity="0"/><stop offset="1" stop-color="#071a31" stop-opacity="0.85"/></linearGradient>` +
    `<pattern id="fg" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" stroke="rgba(150,195,255,0.07)"/></pattern>`;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#${g1})"/>`,
    `<rect width="${W}" height="${H}" fill="url(#fg)"/>`,
    `<circle cx="300" cy="330" r="230" fill="none" stroke="rgba(245,165,36,0.35)" stroke-width="1.5" stroke-dasharray="14 5 3 5"/>`,
    `<path d="M300 80V120M300 540V580M50 330H90M510 330H550" stroke="rgba(245,165,36,0.5)" stroke-width="1.5"/>`,
    // shoulders / jacket
    `<path d="M70 750C78 610 150 540 250 512L300 560L350 512C450 540 522 610 530 750Z" fill="url(#${g2})"/>`,
    // shirt collar V and lapels
    `<path d="M250 512L300 610L350 512L332 505L300 560L268 505Z" fill="#c9d8e8" opacity="0.85"/>`,
    `<path d="M250 512L222 560L300 700M350 512L378 560L300 700" fill="none" stroke="#12304f" stroke-width="3" opacity="0.6"/>`,
    // neck
    `<path d="M262 420H338V500L300 560L262 500Z" fill="#3f6690"/>`,
    // head
    `<ellipse cx="300" cy="330" rx="92" ry="112" fill="url(#${g2})"/>`,
    // soft rim light on the left of head and shoulder
    `<path d="M214 300C218 240 250 212 290 220C252 230 228 262 226 330C226 370 240 404 262 426C232 404 212 360 214 300Z" fill="#8fb0d3" opacity="0.18"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${g3})"/>`,
    `<g transform="translate(536 686) scale(.36)" opacity="0.8">${markPaths({ hexFill: BRAND.steel, accent: BRAND.amber })}</g>`,
  ].join('');
  return svgDoc(W, H, body, { defs });
}
