// The dark blueprint backdrop behind every hero video: gradient, two grids (optionally shifted) and a vignette.
import { n } from '../lib/util.mjs';

export function backdrop(W, H, { shift = [0, 0], cell = 32 } = {}) {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#0d2340"/><stop offset="1" stop-color="#060f1f"/></linearGradient>` +
    `<pattern id="gf" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse" patternTransform="translate(${n(shift[0] % cell)} ${n(shift[1] % cell)})"><path d="M${cell} 0H0V${cell}" fill="none" stroke="rgba(140,185,240,0.06)"/></pattern>` +
    `<pattern id="gm" width="${cell * 5}" height="${cell * 5}" patternUnits="userSpaceOnUse" patternTransform="translate(${n(shift[0] % (cell * 5))} ${n(shift[1] % (cell * 5))})"><path d="M${cell * 5} 0H0V${cell * 5}" fill="none" stroke="rgba(140,185,240,0.10)"/></pattern>` +
    `<radialGradient id="vg" cx="0.5" cy="0.5" r="0.72"><stop offset="0.5" stop-color="#020812" stop-opacity="0"/><stop offset="1" stop-color="#020812" stop-opacity="0.6"/></radialGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#gf)"/><rect width="${W}" height="${H}" fill="url(#gm)"/>`;
  const vignette = `<rect width="${W}" height="${H}" fill="url(#vg)"/>`;
  return { defs, body, vignette };
}
