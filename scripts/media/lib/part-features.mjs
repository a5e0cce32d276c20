// Features cut or rolled into a segment's surface: keyways, flats and cross holes on the side facing the
// viewer, helical threads, knurls and spline lines, and ring grooves.
import { el, hex, pathD, rad } from './util.mjs';
import { shade } from './materials.mjs';

export function drawFeature(scene, part, sg, f, mat, out) {
  const r = (sg.d ?? sg.d1) / 2;
  const base = scene.facing(part);
  const vis = (th) => scene.N(part, [0, Math.cos(th), Math.sin(th)])[2];
  const S = (x, th, rr = r) => scene.P(part, x, rr * Math.cos(th), rr * Math.sin(th));
  if (f.type === 'keyway' || f.type === 'crosshole' || f.type === 'flat') {
    const th0 = base + rad(f.ang ?? 28);
    if (vis(th0) < 0.15) return;
    const xc = sg.x0 + (f.at ?? 0.5) * sg.l;
    const poly = [];
    if (f.type === 'crosshole') {
      for (let i = 0; i < 40; i++) {
        const t = (i / 40) * Math.PI * 2;
        poly.push(S(xc + (f.d / 2) * Math.cos(t), th0 + ((f.d / 2) * Math.sin(t)) / r));
      }
      out.push(el('path', { d: pathD(poly), fill: '#0b1017', stroke: 'rgba(0,0,0,0.6)', 'stroke-width': 0.8 }));
      return;
    }
    const L = f.len,
      W = f.w,
      hw = W / 2;
    const xa = xc - L / 2 + hw,
      xb = xc + L / 2 - hw;
    for (let i = 0; i <= 16; i++) {
      const t = -Math.PI / 2 + (i / 16) * Math.PI;
      poly.push(S(xb + hw * Math.cos(t), th0 + (hw * Math.sin(t)) / r));
    }
    for (let i = 0; i <= 16; i++) {
      const t = Math.PI / 2 + (i / 16) * Math.PI;
      poly.push(S(xa + hw * Math.cos(t), th0 + (hw * Math.sin(t)) / r));
    }
    const nv = scene.N(part, [0, Math.cos(th0), Math.sin(th0)]);
    const col = hex(shade(nv, mat, 0.62).map((c) => c + 0.04));
    out.push(el('path', { d: pathD(poly), fill: col, stroke: 'rgba(210,225,245,0.45)', 'stroke-width': 1 }));
    // lit lower wall of the keyway
    const wall = [];
    for (let i = 0; i <= 10; i++) wall.push(S(xa + ((xb - xa) * i) / 10, th0 - (hw * 0.8) / r, r * 0.97));
    out.push(el('path', { d: pathD(wall, false), fill: 'none', stroke: 'rgba(255,255,255,0.22)', 'stroke-width': 1.2 }));
    return;
  }
  if (f.type === 'thread') {
    const p = f.pitch;
    const xs = sg.x0 + (f.from ?? 0) * sg.l;
    const xe = sg.x0 + (f.to ?? 1) * sg.l;
    const turns = (xe - xs) / p;
    const steps = Math.max(24, Math.round(turns * 28));
    const runsDark = [],
      runsLight = [];
    const trace = (offset, runs) => {
      let cur = [];
      for (let i = 0; i <= steps; i++) {
        const t = (i / steps) * turns * Math.PI * 2;
        const x = xs + (t / (Math.PI * 2)) * p + offset;
        if (x > xe) break;
        const th = t + (f.phase || 0);
        if (vis(th) > 0.03) cur.push(S(x, th));
        else if (cur.length) {
          runs.push(cur);
          cur = [];
        }
      }
      if (cur.length) runs.push(cur);
    };
    trace(0, runsDark);
    trace(p * 0.42, runsLight);
    const sw = Math.max(0.7, p * scene.s * 0.32);
    out.push(
      el('path', {
        d: runsDark.map((r) => pathD(r, false)).join(''),
        fill: 'none',
        stroke: 'rgba(6,10,16,0.55)',
        'stroke-width': sw,
        'stroke-linecap': 'round',
      }),
    );
    out.push(
      el('path', {
        d: runsLight.map((r) => pathD(r, false)).join(''),
        fill: 'none',
        stroke: 'rgba(255,255,255,0.28)',
        'stroke-width': sw * 0.55,
        'stroke-linecap': 'round',
      }),
    );
    return;
  }
  if (f.type === 'knurl' || f.type === 'splineLines') {
    const xs = sg.x0 + (f.from ?? 0) * sg.l;
    const xe = sg.x0 + (f.to ?? 1) * sg.l;
    const cnt = f.count || 48;
    const dark = [],
      light = [];
    for (let i = 0; i < cnt; i++) {
      const th = (i / cnt) * Math.PI * 2;
      const v = vis(th);
      if (v < 0.05) continue;
      dark.push([S(xs, th), S(xe, th)]);
      light.push([S(xs, th + (0.5 / cnt) * Math.PI), S(xe, th + (0.5 / cnt) * Math.PI)]);
    }
    const sw = Math.max(0.6, ((Math.PI * 2 * r) / cnt) * scene.s * 0.35);
    out.push(el('path', { d: dark.map((r) => pathD(r, false)).join(''), fill: 'none', stroke: 'rgba(6,10,16,0.5)', 'stroke-width': sw }));
    out.push(el('path', { d: light.map((r) => pathD(r, false)).join(''), fill: 'none', stroke: 'rgba(255,255,255,0.22)', 'stroke-width': sw * 0.6 }));
    return;
  }
  if (f.type === 'groove') {
    // a thin ring line (circlip / oil groove) drawn on the visible side
    const x = sg.x0 + f.at * sg.l;
    const ring = [];
    let runs = [];
    for (let i = 0; i <= 72; i++) {
      const th = (i / 72) * Math.PI * 2;
      if (vis(th) > 0) ring.push(S(x, th));
      else if (ring.length) {
        runs.push(ring.splice(0));
      }
    }
    if (ring.length) runs.push(ring);
    // join wrap-around runs
    if (runs.length > 1) runs = [runs[1].concat(runs[0])];
    out.push(
      el('path', {
        d: runs.map((r) => pathD(r, false)).join(''),
        fill: 'none',
        stroke: 'rgba(6,10,16,0.6)',
        'stroke-width': Math.max(1, (f.w || 1) * scene.s),
      }),
    );
    out.push(
      el('path', {
        d: runs
          .map((r) =>
            pathD(
              r.map((p) => [p[0] + 0, p[1] + Math.max(1, (f.w || 1) * scene.s) * 0.8]),
              false,
            ),
          )
          .join(''),
        fill: 'none',
        stroke: 'rgba(255,255,255,0.2)',
        'stroke-width': 0.8,
      }),
    );
  }
}
