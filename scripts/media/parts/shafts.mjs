// Shafts: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone, gear, key, thread } from './segments.mjs';

export const SHAFTS = {
  'en8-stepped-drive-shaft': {
    view: { yaw: -30, pitch: 16, roll: -9 },
    parts: [
      {
        mat: 'oxide',
        segs: [
          cone(2, 26, 30),
          cyl(45, 30, { feats: [key(34, 8, 0.5, 30)], tol: 'k6' }),
          cyl(28, 40, { mat: 'steel', tol: 'h6' }),
          cyl(70, 52),
          cyl(10, 62),
          cyl(34, 45, { mat: 'steel', tol: 'h6' }),
          cyl(40, 38, { feats: [key(30, 10, 0.5, 24)] }),
          cone(2, 38, 34, { face: { centre: 5 } }),
        ],
      },
    ],
  },
  'en24-splined-pto-shaft': {
    view: { yaw: -38, pitch: 18, roll: -14 },
    parts: [
      {
        mat: 'steel',
        segs: [
          cone(2, 26, 30),
          cyl(30, 30, { feats: [key(22, 8, 0.5, 30)] }),
          cyl(35, 40, { mat: 'bearing', tol: 'h6' }),
          cyl(100, 46),
          cyl(8, 54),
          cyl(26, 40, { mat: 'bearing', tol: 'h6' }),
          cyl(6, 34),
          gear(70, 21, 35, 30.5, { mat: 'blued', face: { centre: 5 } }),
        ],
      },
    ],
  },
  'ss304-centrifugal-pump-shaft': {
    view: { yaw: -34, pitch: 20, roll: -16 },
    parts: [
      {
        mat: 'ss',
        segs: [
          cone(1.5, 25, 28),
          cyl(48, 28, { feats: [key(36, 8, 0.5, 28)] }),
          cyl(28, 35, { tol: 'k6' }),
          cyl(80, 42),
          cyl(24, 35, { tol: 'k6' }),
          cyl(55, 32, { feats: [{ type: 'groove', at: 0.12 }] }),
          cyl(32, 25, { feats: [key(22, 6, 0.5, 28)] }),
          cyl(24, 20, { feats: [thread(1.5)] }),
          cone(1.5, 20, 17, { face: { centre: 4 } }),
        ],
      },
    ],
  },
  'en19-motor-rotor-shaft': {
    view: { yaw: -42, pitch: 16, roll: -6 },
    parts: [
      {
        mat: 'steel',
        segs: [
          cone(1.5, 22, 25),
          cyl(40, 25, { feats: [key(30, 8, 0.5, 30)] }),
          cyl(20, 30, { mat: 'bearing', tol: 'k5' }),
          cyl(12, 36),
          cyl(95, 42, { feats: [{ type: 'knurl', count: 90, from: 0.05, to: 0.95 }] }),
          cyl(12, 36),
          cyl(18, 30, { mat: 'bearing', tol: 'k5' }),
          cyl(16, 24),
          cone(1.5, 24, 21, { face: { centre: 4 } }),
        ],
      },
    ],
  },
};
