// Blueprint sheet elements: background with grid, frame with zone marks, and a title block.
import { el, esc, n } from './util.mjs';
import { FONT, mark } from './brand.mjs';

export function background(w, h, pal, uid, { grid = 20, major = 100, vignette = true, gridAlpha = 1 } = {}) {
  const g = uid(),
    pf = uid(),
    pm = uid(),
    vg = uid();
  const defs =
    `<linearGradient id="${g}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>` +
    `<pattern id="${pf}" width="${grid}" height="${grid}" patternUnits="userSpaceOnUse"><path d="M${grid} 0H0V${grid}" fill="none" stroke="rgba(${pal.grid},${0.06 * gridAlpha})" stroke-width="1"/></pattern>` +
    `<pattern id="${pm}" width="${major}" height="${major}" patternUnits="userSpaceOnUse"><path d="M${major} 0H0V${major}" fill="none" stroke="rgba(${pal.grid},${0.12 * gridAlpha})" stroke-width="1"/></pattern>` +
    `<radialGradient id="${vg}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#${g})"/>` +
    `<rect x="0.5" y="0.5" width="${w}" height="${h}" fill="url(#${pf})"/>` +
    `<rect x="0.5" y="0.5" width="${w}" height="${h}" fill="url(#${pm})"/>` +
    (vignette ? `<rect width="${w}" height="${h}" fill="url(#${vg})"/>` : '');
  return { defs, body };
}

/** Drawing-sheet border with zone markers. */
export function frame(w, h, pal, { inset = 10, zones = true, opacity = 0.55 } = {}) {
  const o = [];
  const c = `rgba(${pal.grid},${opacity})`;
  o.push(el('rect', { x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset, fill: 'none', stroke: c, 'stroke-width': 1.4 }));
  const i2 = inset + 8;
  o.push(el('rect', { x: i2, y: i2, width: w - 2 * i2, height: h - 2 * i2, fill: 'none', stroke: c, 'stroke-width': 0.8 }));
  if (zones) {
    const nx = Math.round(w / 150),
      ny = Math.round(h / 150);
    const t = [];
    const lab = [];
    for (let i = 1; i < nx; i++) {
      const x = inset + ((w - 2 * inset) * i) / nx;
      t.push(`M${n(x)} ${inset}V${i2}M${n(x)} ${h - inset}V${h - i2}`);
    }
    for (let i = 0; i < nx; i++) {
      const x = inset + ((w - 2 * inset) * (i + 0.5)) / nx;
      lab.push(el('text', { x, y: inset + 6.5 }, String(i + 1)));
      lab.push(el('text', { x, y: h - inset - 1.5 }, String(i + 1)));
    }
    for (let j = 1; j < ny; j++) {
      const y = inset + ((h - 2 * inset) * j) / ny;
      t.push(`M${inset} ${n(y)}H${i2}M${w - inset} ${n(y)}H${w - i2}`);
    }
    for (let j = 0; j < ny; j++) {
      const y = inset + ((h - 2 * inset) * (j + 0.5)) / ny + 2.5;
      const L = String.fromCharCode(65 + j);
      lab.push(el('text', { x: inset + 4, y }, L));
      lab.push(el('text', { x: w - inset - 4, y }, L));
    }
    o.push(el('path', { d: t.join(''), stroke: c, 'stroke-width': 0.8 }));
    o.push(el('g', { fill: c, 'font-family': FONT, 'font-size': 7, 'text-anchor': 'middle' }, lab));
  }
  return o.join('');
}

/** Engineering title block. rows: [[label, value, weight], ...] laid out in a grid. */
export function titleBlock(box, pal, { title, stn, material, tolerance, scale = '1:1', sheet = '1/1', date } = {}) {
  const { x, y, w, h } = box;
  const c = `rgba(${pal.grid},0.55)`;
  const line = pal.line;
  const o = [];
  o.push(el('rect', { x, y, width: w, height: h, fill: 'rgba(5,14,28,0.55)', stroke: c, 'stroke-width': 1 }));
  const r1 = h * 0.34,
    r2 = h * 0.33;
  const ya = y + r1,
    yb = ya + r2;
  o.push(
    el('path', {
      d: `M${n(x)} ${n(ya)}H${n(x + w)}M${n(x)} ${n(yb)}H${n(x + w)}M${n(x + w * 0.3)} ${n(y)}V${n(ya)}M${n(x + w * 0.5)} ${n(ya)}V${n(y + h)}M${n(x + w * 0.75)} ${n(yb)}V${n(y + h)}`,
      stroke: c,
      'stroke-width': 0.8,
    }),
  );
  const lab = (lx, ly, t) =>
    el('text', { x: lx, y: ly, fill: line, opacity: 0.55, 'font-size': 7.5, 'font-family': FONT, 'letter-spacing': 0.6 }, esc(t));
  const val = (lx, ly, t, size = 12, weight = 'normal', color = line) =>
    el('text', { x: lx, y: ly, fill: color, 'font-size': size, 'font-weight': weight, 'font-family': FONT }, esc(t));
  // brand cell
  o.push(mark(x + 8, y + r1 / 2 - 10, 20, pal));
  o.push(val(x + 33, y + r1 / 2 - 1, 'RAJKOT', 9.5, 'bold'), val(x + 33, y + r1 / 2 + 9, 'PRECISION', 7.5, 'normal'));
  o.push(lab(x + w * 0.3 + 7, y + 11, 'TITLE'));
  const tt = truncate(title.toUpperCase(), 42);
  o.push(val(x + w * 0.3 + 7, y + r1 - 8, tt, Math.min(12.5, (w * 0.7 - 14) / (tt.length * 0.5)), 'bold'));
  o.push(lab(x + 7, ya + 11, 'PART / STN NO.'));
  o.push(val(x + 7, yb - 7, stn, 13, 'bold', pal.accent));
  o.push(lab(x + w * 0.5 + 7, ya + 11, 'MATERIAL'));
  o.push(val(x + w * 0.5 + 7, yb - 7, material.toUpperCase(), 12, 'bold'));
  o.push(lab(x + 7, yb + 11, 'GENERAL TOLERANCE'));
  o.push(val(x + 7, y + h - 7, truncate(tolerance, 24), 11));
  o.push(lab(x + w * 0.5 + 7, yb + 11, 'SCALE'));
  o.push(val(x + w * 0.5 + 7, y + h - 7, scale, 11));
  o.push(lab(x + w * 0.75 + 7, yb + 11, date ? 'REV' : 'SHEET'));
  o.push(val(x + w * 0.75 + 7, y + h - 7, date || sheet, 11));
  return o.join('');
}

const truncate = (s, k) => (s.length > k ? s.slice(0, k - 1) + '…' : s);
