// Bushes and sleeves: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone } from './segments.mjs';

export const BUSHES = {
  'phosphor-bronze-flanged-bush': {
    view: { yaw: -40, pitch: 20, roll: -4 },
    parts: [
      {
        mat: 'bronze',
        bore: { d: 50 },
        segs: [
          cone(2, 61, 65),
          cyl(66, 65, { feats: [{ type: 'groove', at: 0.35, w: 1.2 }], tol: 'r6' }),
          cyl(14, 95, { face: { bands: [{ r0: 25, r1: 27.5, k: 1.25 }] } }),
        ],
      },
    ],
  },
  'en24-hardened-drill-jig-bush': {
    zoom: 0.8,
    view: { yaw: -44, pitch: 22, roll: 8 },
    parts: [
      {
        mat: 'bearing',
        bore: { d: 14 },
        segs: [
          cone(2, 24, 26),
          cyl(34, 26, { tol: 'n6' }),
          cyl(3, 28),
          cyl(12, 36, { mat: 'steel', face: { bands: [{ r0: 7, r1: 8.2, k: 1.3 }] } }),
          cone(1.5, 36, 33, { mat: 'steel' }),
        ],
      },
    ],
  },
  'brass-plain-sleeve-bush': {
    view: { yaw: -46, pitch: 24, roll: -6 },
    parts: [
      {
        mat: 'brass',
        bore: { d: 26 },
        pos: [0, 0, 0],
        segs: [cone(1.5, 33, 36), cyl(42, 36, { tol: 'p6' }), cone(1.5, 36, 33, { face: { bands: [{ r0: 13, r1: 14.2, k: 1.3 }] } })],
      },
      { mat: 'brass', bore: { d: 16 }, spos: [-50, -26, 40], segs: [cone(1, 21, 23), cyl(26, 23), cone(1, 23, 21)] },
    ],
  },
  'ss316-pump-shaft-sleeve': {
    view: { yaw: -36, pitch: 18, roll: -10 },
    parts: [
      {
        mat: 'ss',
        bore: { d: 42 },
        segs: [
          cone(1.5, 49, 52),
          cyl(90, 52, {
            feats: [
              { type: 'groove', at: 0.08 },
              { type: 'groove', at: 0.11 },
            ],
            tol: 'h7',
          }),
          cyl(8, 60, { face: { bands: [{ r0: 21, r1: 22.5, k: 1.3 }], keyslot: { r: 21, w: 8, h: 5, ang: 0 } } }),
        ],
      },
    ],
  },
};
