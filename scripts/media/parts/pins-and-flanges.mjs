// Pins and flanges: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone } from './segments.mjs';

export const PINS_AND_FLANGES = {
  'en8-clevis-pin-cross-hole': {
    view: { yaw: -30, pitch: 18, roll: -12 },
    parts: [
      {
        mat: 'zinc',
        segs: [
          cone(1.5, 33, 36),
          cyl(9, 36),
          cone(1.5, 36, 30),
          cyl(90, 25, { tol: 'f7', feats: [{ type: 'crosshole', at: 0.9, d: 6.5, ang: 10 }] }),
          cone(2, 25, 21),
        ],
      },
    ],
  },
  'en24-hardened-dowel-pin': {
    view: { yaw: -34, pitch: 20, roll: -18 },
    parts: [
      { mat: 'bearing', pos: [0, 0, 0], segs: [cone(1.2, 13.6, 16), cyl(58, 16, { tol: 'm6' }), cone(1.2, 16, 13.6)] },
      { mat: 'bearing', spos: [8, 26, -30], segs: [cone(1, 10, 12), cyl(44, 12), cone(1, 12, 10)] },
      { mat: 'bearing', spos: [12, -26, 30], segs: [cone(0.8, 6.4, 8), cyl(30, 8), cone(0.8, 8, 6.4)] },
    ],
    ortho: 0,
  },
  'ss316-slip-on-pipe-flange': {
    view: { yaw: -50, pitch: 18, roll: 0 },
    parts: [
      {
        mat: 'ss',
        bore: { d: 90 },
        segs: [
          cone(2, 104, 108),
          cyl(20, 108),
          cone(4, 108, 124),
          cyl(22, 230, { face: { holes: [{ pcd: 190, n: 8, d: 22, start: 22.5, through: true }] } }),
          cyl(3, 158, { face: { bands: [{ r0: 45, r1: 79, k: 1.02 }] } }),
        ],
      },
    ],
  },
  'cast-iron-coupling-flange': {
    view: { yaw: -44, pitch: 20, roll: -6 },
    parts: [
      {
        mat: 'castiron',
        bore: { d: 42 },
        segs: [
          cyl(48, 86, { mat: 'paintGrey' }),
          cone(5, 86, 100, { mat: 'paintGrey' }),
          cyl(22, 175, { face: { holes: [{ pcd: 132, n: 6, d: 14, start: 30, through: true }] } }),
          cyl(4, 80, { face: { keyslot: { r: 21, w: 12, h: 4.5 } }, tol: 'h7' }),
        ],
      },
    ],
  },
};
