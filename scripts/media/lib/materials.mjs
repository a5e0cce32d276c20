// Metal and paint materials for the renderer and their shading: a studio environment map (strip light,
// softboxes, floor bounce) reflected by each material, plus diffuse and specular terms.
import { clamp, mix, smooth, v3 } from './util.mjs';

export const MATERIALS = {
  steel: { albedo: [0.6, 0.63, 0.67], refl: 0.55, spec: 0.8, shin: 50 },
  ss: { albedo: [0.76, 0.78, 0.81], refl: 0.72, spec: 1.0, shin: 90 },
  brass: { albedo: [0.9, 0.7, 0.32], refl: 0.62, spec: 0.9, shin: 60, tint: true },
  bronze: { albedo: [0.8, 0.52, 0.3], refl: 0.55, spec: 0.8, shin: 50, tint: true },
  alu: { albedo: [0.82, 0.84, 0.88], refl: 0.42, spec: 0.55, shin: 25 },
  castiron: { albedo: [0.42, 0.44, 0.46], refl: 0.22, spec: 0.35, shin: 18 },
  oxide: { albedo: [0.2, 0.21, 0.23], refl: 0.4, spec: 0.6, shin: 40 },
  zincyellow: { albedo: [0.88, 0.78, 0.46], refl: 0.5, spec: 0.8, shin: 45, tint: true },
  zinc: { albedo: [0.74, 0.77, 0.82], refl: 0.5, spec: 0.8, shin: 45 },
  blued: { albedo: [0.42, 0.47, 0.56], refl: 0.5, spec: 0.8, shin: 50 },
  bearing: { albedo: [0.72, 0.74, 0.77], refl: 0.68, spec: 1.0, shin: 80 },
  rubber: { albedo: [0.08, 0.085, 0.095], refl: 0.06, spec: 0.25, shin: 12, dielectric: true },
  paintBlue: { albedo: [0.14, 0.32, 0.56], refl: 0.1, spec: 0.5, shin: 40, dielectric: true },
  paintGrey: { albedo: [0.34, 0.37, 0.41], refl: 0.1, spec: 0.45, shin: 35, dielectric: true },
  paintOrange: { albedo: [0.93, 0.5, 0.12], refl: 0.08, spec: 0.5, shin: 40, dielectric: true },
  anodBlack: { albedo: [0.13, 0.14, 0.16], refl: 0.25, spec: 0.5, shin: 30 },
  anodBlue: { albedo: [0.18, 0.38, 0.66], refl: 0.3, spec: 0.6, shin: 30, tint: true },
};

export const materialKey = (name = '') =>
  ({
    EN8: 'steel',
    EN24: 'steel',
    EN19: 'steel',
    'Mild Steel': 'steel',
    SS304: 'ss',
    SS316: 'ss',
    Brass: 'brass',
    'Phosphor Bronze': 'bronze',
    'Aluminium 6061': 'alu',
    'Cast Iron': 'castiron',
  })[name] || 'steel';

const LIGHT = v3.norm([0.42, 0.55, 0.72]);
const VIEW = [0, 0, 1];
const HALF = v3.norm(v3.add(LIGHT, VIEW));
const SKY = [0.78, 0.88, 1.0];

function env(R) {
  let e = 0.16 + 0.62 * smooth(-0.05, 0.65, R[1]);
  e += 0.75 * Math.exp(-((R[1] - 0.5) ** 2) / 0.006); // long strip light
  e += 0.25 * Math.exp(-((R[1] + 0.4) ** 2) / 0.01); // floor bounce
  e += 0.55 * Math.exp(-((R[0] + 0.45) ** 2 + (R[1] - 0.45) ** 2) / 0.035); // key softbox
  e += 0.3 * Math.exp(-((R[0] - 0.65) ** 2 + (R[1] - 0.15) ** 2) / 0.02); // rim
  e += 0.55 * smooth(0.25, 0.95, R[0]) * smooth(-0.75, -0.2, R[1]); // big softbox on the right
  e -= 0.12 * Math.exp(-((R[1] - 0.02) ** 2) / 0.003); // horizon
  return clamp(e, 0, 1.35);
}

/** Colour of a surface with view-space normal nv. */
export function shade(nv, matName, k = 1) {
  const m = MATERIALS[matName] || MATERIALS.steel;
  const d = Math.max(0, v3.dot(nv, LIGHT));
  const ndv = v3.dot(nv, VIEW);
  const R = v3.sub(v3.scale(nv, 2 * ndv), VIEW);
  const e = env(R);
  const base = m.albedo.map((a) => a * (0.17 + 0.62 * d));
  const rc = m.dielectric ? [e, e, e] : m.tint ? m.albedo.map((a) => a * e * 1.12) : mix(m.albedo, SKY, 0.5).map((c) => e * c * 1.05);
  const sp = m.spec * Math.pow(Math.max(0, v3.dot(nv, HALF)), m.shin);
  return base.map((b, i) => (b * (1 - m.refl) + rc[i] * m.refl + sp) * k);
}
