// What every industry illustration shares: its size, shorthand for the parts in its callout, the hatched
// ground line, and the shape of its result (the drawing plus one "detail A" callout).
import { PART_SPECS } from '../parts.mjs';
import { P, stroke } from '../lib/lineart.mjs';
export { cyl, cone } from '../parts/segments.mjs';

export const W = 960,
  H = 640;
export const part = (slug, i = 0, extra = {}) => ({ ...PART_SPECS[slug].parts[i], ...extra });

export function ground(pal, y, x0 = 30, x1 = W - 30) {
  let hatch = '';
  for (let x = x0; x < x1; x += 14) hatch += `M${x} ${y + 2}l-8 10`;
  return P(`M${x0} ${y}H${x1}`, stroke(pal, 1.4, 0.7)) + P(hatch, stroke(pal, 0.8, 0.25));
}

/** The drawing and its callout: a circle [cx, cy, r] showing `parts` rendered in 3D, with a leader from `from`. */
export const withDetail = (body, from, [cx, cy, r], title, parts, view) => ({ body, callout: { from, cx, cy, r, label: 'A', title, parts, view } });
