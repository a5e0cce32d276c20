// The brand on the generated media: fonts, colours, sheet palettes and the hex-nut mark.
import { n, pathD, hex, rgb, mix } from './util.mjs';

export const FONT = "'Nimbus Sans Narrow','Liberation Sans Narrow','Arial Narrow',sans-serif";
export const FONT_SANS = "'Nimbus Sans','Liberation Sans',Arial,Helvetica,sans-serif";
export const FONT_MONO = "'DejaVu Sans Mono','Noto Sans Mono',monospace";

export const BRAND = {
  navy: '#0b2545',
  navyDeep: '#071a31',
  steel: '#1f4e79',
  amber: '#f5a524',
  orange: '#f07d24',
  ice: '#dbe9f7',
  name: 'Rajkot Precision',
};

/** Background palettes: [top, bottom, grid rgb, line colour, accent]. */
export const PALETTES = [
  { top: '#12345a', bottom: '#0a1f38', grid: '150,195,255', line: '#dbe9f7', accent: '#f5a524' },
  { top: '#1b4268', bottom: '#0e2743', grid: '160,205,255', line: '#e3eefa', accent: '#f08a2c' },
  { top: '#0f3a4c', bottom: '#08222f', grid: '140,215,235', line: '#d8eef4', accent: '#f5a524' },
  { top: '#1e2c52', bottom: '#0f1833', grid: '165,180,255', line: '#e0e6fb', accent: '#f39a3a' },
];

/** The brand mark: a hexagon (nut) with a turned bore and a precision cross-hair. */
export function mark(x, y, size, pal = { accent: BRAND.amber }, { hexFill = BRAND.steel, stroke = '#fff' } = {}) {
  const s = size / 100;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${markPaths({ hexFill, accent: pal.accent, stroke })}</g>`;
}

export function markPaths({ hexFill = BRAND.navy, accent = BRAND.amber, stroke = '#ffffff', ring = true } = {}) {
  // 100x100 box. Hexagon with flats top/bottom.
  const R = 48;
  const hx = [];
  for (let i = 0; i < 6; i++) hx.push([50 + R * Math.cos((Math.PI / 3) * i), 50 + R * Math.sin((Math.PI / 3) * i)]);
  return (
    `<path d="${pathD(hx)}" fill="${hexFill}"/>` +
    (ring ? `<circle cx="50" cy="50" r="25" fill="none" stroke="${stroke}" stroke-width="7"/>` : '') +
    `<circle cx="50" cy="50" r="9" fill="${accent}"/>` +
    `<path d="M50 13V29M50 71V87M13 50H29M71 50H87" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`
  );
}

export const tint = (h, k) => hex(mix(rgb(h), [1, 1, 1], k));
