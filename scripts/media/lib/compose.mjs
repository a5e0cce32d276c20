// Composition helpers shared by the generators.
import { Scene } from './render3d.mjs';
import { materialKey } from './materials.mjs';
import { background, frame, titleBlock } from './blueprint.mjs';
import { orthoView } from './elevations.mjs';
import { PALETTES, FONT } from './brand.mjs';
import { el, ids, svgDoc } from './util.mjs';

/** Build a Scene for a part spec and fit it into box. */
export function partScene(spec, box, { view, idPrefix = 'p', matOverride } = {}) {
  const sc = new Scene({ ...(spec.view || {}), ...(view || {}), idPrefix });
  for (const p of spec.parts) sc.add(matOverride ? { ...p, mat: p.mat || matOverride } : p);
  sc.fit(box);
  return sc;
}

const label = (x, y, text, pal, size = 8) =>
  el('text', { x, y, fill: pal.line, opacity: 0.6, 'font-size': size, 'font-family': FONT, 'letter-spacing': 1.2 }, text);

/** An 800x600 catalogue sheet: 3D render, side elevation with dimensions, title block. */
export function productSheet(product, spec, index) {
  const W = 800,
    H = 600;
  const pal = PALETTES[index % PALETTES.length];
  const uid = ids('s');
  const bg = background(W, H, pal, uid);
  const z = spec.zoom ?? 0.9;
  const bw = 712 * z,
    bh = 372 * z;
  const sc = partScene(spec, { x: 400 - bw / 2, y: 40 + (372 - bh) / 2, w: bw, h: bh }, { idPrefix: 'p' });
  const r = sc.render({ shadowOpacity: 0.5 });
  const orthoPart = spec.parts[spec.ortho ?? 0];
  const panel = { x: 30, y: 430, w: 418, h: 142 };
  const body = [
    bg.body,
    frame(W, H, pal),
    label(34, 38, 'ISOMETRIC VIEW', pal),
    r.body,
    el('path', { d: `M${panel.x} ${panel.y - 8}H${panel.x + panel.w}`, stroke: `rgba(${pal.grid},0.35)`, 'stroke-width': 0.8 }),
    label(panel.x + 4, panel.y + 2, 'SIDE ELEVATION', pal),
    orthoView(orthoPart, { x: panel.x, y: panel.y + 6, w: panel.w, h: panel.h - 6 }, pal, { labelSize: 10 }),
    titleBlock({ x: 462, y: 446, w: 310, h: 126 }, pal, {
      title: product.ProductTitle,
      stn: product.ProductStn,
      material: product.ProductMaterial,
      tolerance: product.ProductTolerance,
      scale: 'NTS',
    }),
  ].join('');
  return svgDoc(W, H, body, { defs: bg.defs + r.defs });
}

export { materialKey };
