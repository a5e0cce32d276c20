// Assemblies: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone, gear, sq, key, bearingFace } from './segments.mjs';

export const ASSEMBLIES = {
  'gear-shaft-sub-assembly': {
    view: { yaw: -36, pitch: 20, roll: -8 },
    parts: [
      {
        mat: 'steel',
        segs: [
          cone(1.5, 25, 28),
          cyl(40, 28, { feats: [key(28, 8, 0.5, 28)] }),
          cyl(6, 35),
          cyl(17, 62, { mat: 'bearing', face: bearingFace(31, 17.5) }),
          cyl(24, 40),
          gear(30, 26, 118, 104, { mat: 'blued' }),
          cyl(22, 40),
          cyl(17, 62, { mat: 'bearing', face: bearingFace(31, 17.5) }),
          cyl(10, 35, { feats: [{ type: 'groove', at: 0.5 }] }),
          cone(1.5, 35, 32, { face: { centre: 5 } }),
        ],
      },
    ],
  },
  'conveyor-idler-roller-assembly': {
    view: { yaw: -38, pitch: 20, roll: -6 },
    parts: [
      {
        mat: 'steel',
        segs: [
          cyl(24, 20),
          cyl(4, 26, { mat: 'rubber' }),
          cyl(190, 89, {
            mat: 'paintOrange',
            face: {
              bands: [
                { r0: 41.5, r1: 44.5, mat: 'steel' },
                { r0: 28, r1: 41.5, mat: 'zinc', k: 0.9 },
                { r0: 18, r1: 28, mat: 'rubber' },
                { r0: 12, r1: 18, mat: 'bearing' },
              ],
            },
          }),
          cyl(4, 26, { mat: 'rubber' }),
          cyl(24, 20, { face: { centre: 3 } }),
        ],
      },
    ],
  },
  'flanged-bearing-housing-assembly': {
    view: { yaw: -46, pitch: 22, roll: -4 },
    parts: [
      {
        mat: 'paintBlue',
        segs: [
          cyl(40, 30, { mat: 'bearing' }),
          cyl(12, 76),
          sq(14, 118, 14, { face: { holes: [{ pcd: 2 * Math.SQRT2 * 44, n: 4, d: 13, start: 45, through: true, cb: 20 }] } }),
          cyl(20, 84, { face: bearingFace(31, 15) }),
          cyl(12, 44, { mat: 'steel', feats: [{ type: 'crosshole', at: 0.5, d: 6, ang: 20 }] }),
          cyl(45, 30, { mat: 'bearing', tol: 'h6' }),
          cone(1.5, 30, 27, { mat: 'bearing', face: { centre: 4 } }),
        ],
      },
    ],
  },
  'textile-spindle-assembly': {
    view: { yaw: -36, pitch: 18, roll: -24 },
    parts: [
      {
        mat: 'steel',
        segs: [
          cone(3, 14, 18),
          cyl(70, 22),
          cyl(5, 34, { mat: 'paintGrey' }),
          cyl(4, 24, { mat: 'bronze' }),
          cone(3, 26, 32, { mat: 'alu' }),
          cyl(24, 32, {
            mat: 'alu',
            feats: [
              { type: 'groove', at: 0.3 },
              { type: 'groove', at: 0.7 },
            ],
          }),
          cone(3, 32, 26, { mat: 'alu' }),
          cone(165, 15, 8, { mat: 'bearing' }),
          cone(5, 8, 5, { mat: 'bearing' }),
        ],
      },
    ],
  },
};
