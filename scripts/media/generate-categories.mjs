#!/usr/bin/env node
// Category tiles: apps/web/public/images/categories/<slug>.webp (600x450, < 30 KB).
// Groups of real catalogue parts on a blueprint sheet, no text (the site overlays the name).
import path from 'node:path';
import { PUBLIC } from './lib/seed.mjs';
import { PART_SPECS } from './parts.mjs';
import { Scene } from './lib/render3d.mjs';
import { background, frame } from './lib/blueprint.mjs';
import { orthoView } from './lib/elevations.mjs';
import { PALETTES } from './lib/brand.mjs';
import { ids, svgDoc } from './lib/util.mjs';
import { rasterise, kb } from './lib/raster.mjs';

const part = (slug, i = 0, extra = {}) => ({ ...PART_SPECS[slug].parts[i], ...extra });

// view + parts (spos = [right, up, towards viewer] in mm) + which part to draw faintly behind
export const TILES = {
  shafts: {
    view: { yaw: -34, pitch: 18, roll: -14 },
    pal: 0,
    parts: [
      part('en24-splined-pto-shaft', 0, { spos: [-30, 80, -80] }),
      part('en8-stepped-drive-shaft', 0, { spos: [0, 0, 0] }),
      part('en19-motor-rotor-shaft', 0, { spos: [30, -80, 80] }),
    ],
    ghost: part('en8-stepped-drive-shaft'),
  },
  bushes: {
    view: { yaw: -42, pitch: 22, roll: -6 },
    pal: 1,
    parts: [
      part('phosphor-bronze-flanged-bush', 0, { spos: [-60, 8, 0] }),
      part('en24-hardened-drill-jig-bush', 0, { spos: [62, 48, -60] }),
      part('brass-plain-sleeve-bush', 0, { spos: [72, -42, 60] }),
    ],
    ghost: part('phosphor-bronze-flanged-bush'),
  },
  spacers: {
    view: { yaw: -52, pitch: 24, roll: -4 },
    pal: 2,
    parts: [
      part('ss304-bearing-spacer-ring', 0, { spos: [-70, 30, -80] }),
      part('mild-steel-heavy-duty-spacer', 0, { spos: [52, 26, -20] }),
      part('aluminium-6061-round-spacer', 0, { spos: [-34, -50, 60] }),
      part('aluminium-6061-round-spacer', 1, { spos: [40, -56, 90] }),
    ],
    ghost: part('mild-steel-heavy-duty-spacer'),
  },
  'pins-flanges': {
    view: { yaw: -46, pitch: 20, roll: -6 },
    pal: 3,
    parts: [
      part('ss316-slip-on-pipe-flange', 0, { spos: [-60, 20, -120] }),
      part('en8-clevis-pin-cross-hole', 0, { spos: [80, -40, 100] }),
      part('en24-hardened-dowel-pin', 0, { spos: [110, 60, 40] }),
      part('en24-hardened-dowel-pin', 1, { spos: [130, 30, 60] }),
    ],
    ghost: part('ss316-slip-on-pipe-flange'),
  },
  fasteners: {
    view: { yaw: -38, pitch: 22, roll: -16 },
    pal: 0,
    parts: [
      part('en8-high-tensile-hex-bolt', 0, { spos: [-10, 48, -60] }),
      part('ss304-shoulder-bolt', 0, { spos: [-30, -28, 40] }),
      part('ss316-heavy-hex-nut', 0, { spos: [92, -30, 80] }),
      part('ss316-heavy-hex-nut', 1, { spos: [100, 40, -20] }),
    ],
    ghost: part('en8-high-tensile-hex-bolt'),
  },
  assemblies: {
    view: { yaw: -38, pitch: 20, roll: -8 },
    pal: 1,
    parts: [
      part('conveyor-idler-roller-assembly', 0, { spos: [-30, 95, -200] }),
      part('flanged-bearing-housing-assembly', 0, { spos: [-120, -60, -40] }),
      part('gear-shaft-sub-assembly', 0, { spos: [110, -40, 60] }),
    ],
    ghost: part('gear-shaft-sub-assembly'),
  },
};

export function tileSvg(slug, { W = 600, H = 450 } = {}) {
  const t = TILES[slug];
  const pal = PALETTES[t.pal];
  const uid = ids('c');
  const bg = background(W, H, pal, uid, { grid: 15, major: 75 });
  const sc = new Scene({ ...t.view, idPrefix: 'k' });
  t.parts.forEach((p) => sc.add(p));
  sc.fit({ x: W * 0.09, y: H * 0.08, w: W * 0.82, h: H * 0.78 });
  const r = sc.render({ shadowOpacity: 0.5 });
  const ghost = `<g opacity="0.28">${orthoView(t.ghost, { x: W * 0.04, y: H * 0.52, w: W * 0.6, h: H * 0.42 }, pal, { labelSize: 9, front: false })}</g>`;
  return svgDoc(W, H, bg.body + frame(W, H, pal, { inset: 8, zones: false, opacity: 0.4 }) + ghost + r.body, { defs: bg.defs + r.defs });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const slug of Object.keys(TILES)) {
    const out = path.join(PUBLIC, 'images/categories', `${slug}.webp`);
    const size = rasterise(tileSvg(slug), out, { w: 600, h: 450, q: 74, maxBytes: 30 * 1024 });
    console.log(`categories/${slug}.webp  ${kb(size)}`);
  }
}
