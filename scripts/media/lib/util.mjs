// Small helpers shared by the media generators (no npm dependencies).

export const rad = (d) => (d * Math.PI) / 180;
export const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
export const lerp = (a, b, t) => a + (b - a) * t;
export const smooth = (e0, e1, x) => {
  const t = clamp((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
};

/** Format a number compactly for SVG output. */
export const n = (v) => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

export const pts = (arr) => arr.map((p) => `${n(p[0])},${n(p[1])}`).join(' ');
export const pathD = (arr, close = true) => (arr.length ? `M${arr.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}${close ? 'Z' : ''}` : '');

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Deterministic PRNG (mulberry32) so renders are reproducible. */
export function rng(seed) {
  let a = typeof seed === 'string' ? hashStr(seed) : seed >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

// ── colour ────────────────────────────────────────────────────────────────
export const hex = (c) =>
  '#' +
  c
    .slice(0, 3)
    .map((v) =>
      Math.round(clamp(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
export const rgb = (h) => {
  const s = h.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(s.slice(i, i + 2), 16) / 255);
};
export const mix = (a, b, t) => a.map((v, i) => lerp(v, b[i], t));
export const mul = (a, k) => a.map((v) => v * k);

// ── vectors ───────────────────────────────────────────────────────────────
export const v3 = {
  add: (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  scale: (a, k) => [a[0] * k, a[1] * k, a[2] * k],
  dot: (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  norm: (a) => {
    const l = Math.hypot(a[0], a[1], a[2]) || 1;
    return [a[0] / l, a[1] / l, a[2] / l];
  },
};

/** 3x3 matrices as row-major arrays of 9. */
export const m3 = {
  mul(a, b) {
    const r = new Array(9);
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j];
    return r;
  },
  apply: (m, p) => [m[0] * p[0] + m[1] * p[1] + m[2] * p[2], m[3] * p[0] + m[4] * p[1] + m[5] * p[2], m[6] * p[0] + m[7] * p[1] + m[8] * p[2]],
  rx(d) {
    const c = Math.cos(rad(d)),
      s = Math.sin(rad(d));
    return [1, 0, 0, 0, c, -s, 0, s, c];
  },
  ry(d) {
    const c = Math.cos(rad(d)),
      s = Math.sin(rad(d));
    return [c, 0, s, 0, 1, 0, -s, 0, c];
  },
  rz(d) {
    const c = Math.cos(rad(d)),
      s = Math.sin(rad(d));
    return [c, -s, 0, s, c, 0, 0, 0, 1];
  },
  id: () => [1, 0, 0, 0, 1, 0, 0, 0, 1],
};

/** Andrew's monotone chain convex hull of 2D points. */
export function hull(points) {
  const p = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Tiny SVG element builder: el('rect', {x: 1}, children?) */
export function el(tag, attrs = {}, children) {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : esc(v)}"`)
    .join('');
  if (children === undefined || children === null || children === '') return `<${tag}${a}/>`;
  return `<${tag}${a}>${Array.isArray(children) ? children.join('') : children}</${tag}>`;
}

export function svgDoc(w, h, body, { defs = '', bg } = {}) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    (bg ? `<rect width="${w}" height="${h}" fill="${bg}"/>` : '') +
    body +
    `</svg>`
  );
}

/** Unique id generator per document. */
export function ids(prefix = 'g') {
  let i = 0;
  return () => `${prefix}${(i++).toString(36)}`;
}
