// Fasteners: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone, hexp, thread } from './segments.mjs';

export const FASTENERS = {
  'en8-high-tensile-hex-bolt': {
    view: { yaw: -36, pitch: 20, roll: -14 },
    parts: [
      {
        mat: 'zinc',
        segs: [cone(2, 20, 24), cyl(48, 24, { feats: [thread(3)] }), cyl(62, 24), cyl(1, 28), hexp(15, 36, { rotate: 30, face: { turned: 17.2 } })],
      },
    ],
  },
  'ss304-shoulder-bolt': {
    view: { yaw: -38, pitch: 22, roll: -10 },
    parts: [
      {
        mat: 'ss',
        segs: [
          cone(1.5, 13, 16),
          cyl(22, 16, { feats: [thread(2)] }),
          cyl(3, 13),
          cyl(55, 20, { tol: 'f9' }),
          cyl(16, 30, { feats: [{ type: 'knurl', count: 70 }], face: { socket: 14 } }),
        ],
      },
    ],
  },
  'en19-double-end-stud': {
    view: { yaw: -32, pitch: 18, roll: -16 },
    parts: [
      {
        mat: 'oxide',
        segs: [
          cone(2, 20, 24),
          cyl(42, 24, { feats: [thread(3)] }),
          cyl(66, 24),
          cyl(14, 24, { feats: [thread(3)] }),
          hexp(24, 41, { mat: 'steel', rotate: 30, face: { turned: 19.5 } }),
          cyl(12, 24, { feats: [thread(3)] }),
          cone(2, 24, 20),
        ],
      },
    ],
  },
  'ss316-heavy-hex-nut': {
    zoom: 0.8,
    view: { yaw: -56, pitch: 24, roll: -4 },
    parts: [
      { mat: 'ss', bore: { d: 27, thread: 3 }, segs: [cone(1.5, 44, 46), hexp(27, 46, { rotate: 30, face: { turned: 22 } })] },
      { mat: 'ss', bore: { d: 20, thread: 2.5 }, pos: [-12, -40, -80], segs: [hexp(20, 34, { rotate: 12, face: { turned: 16.4 } })] },
    ],
    ortho: 0,
  },
};
