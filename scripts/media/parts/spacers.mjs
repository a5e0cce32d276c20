// Spacers and standoffs: geometry of each catalogue product in this category, keyed by seed-product slug.
import { cyl, cone, hexp } from './segments.mjs';

export const SPACERS = {
  'aluminium-6061-round-spacer': {
    view: { yaw: -52, pitch: 24, roll: -4 },
    parts: [
      { mat: 'alu', bore: { d: 13 }, pos: [0, 0, 0], segs: [cone(1, 28, 30), cyl(48, 30), cone(1, 30, 28)] },
      { mat: 'anodBlack', bore: { d: 13 }, spos: [-62, 22, -60], segs: [cone(1, 28, 30), cyl(24, 30), cone(1, 30, 28)] },
      { mat: 'anodBlue', bore: { d: 13 }, spos: [62, -30, 40], segs: [cone(0.8, 28, 30), cyl(10, 30), cone(0.8, 30, 28)] },
    ],
    ortho: 0,
  },
  'ss304-bearing-spacer-ring': {
    view: { yaw: -58, pitch: 22, roll: 2 },
    parts: [
      { mat: 'ss', bore: { d: 62 }, segs: [cone(1, 88, 90), cyl(14, 90, { tol: 'h6' }), cone(1, 90, 88)] },
      { mat: 'ss', bore: { d: 45 }, spos: [-92, 28, -80], segs: [cone(1, 63, 65), cyl(8, 65), cone(1, 65, 63)] },
    ],
  },
  'mild-steel-heavy-duty-spacer': {
    view: { yaw: -50, pitch: 26, roll: -8 },
    parts: [
      { mat: 'zincyellow', bore: { d: 34 }, segs: [cone(2, 76, 80), cyl(36, 80), cone(2, 80, 76)] },
      { mat: 'zinc', bore: { d: 26 }, spos: [-84, 26, -70], segs: [cone(1.5, 57, 60), cyl(22, 60), cone(1.5, 60, 57)] },
    ],
  },
  'brass-hex-standoff': {
    zoom: 0.8,
    view: { yaw: -42, pitch: 24, roll: -12 },
    parts: [
      { mat: 'brass', bore: { d: 5, thread: 0.8, through: false }, spos: [8, 6, 0], segs: [hexp(30, 10, { face: { turned: 4.6 } })] },
      {
        mat: 'brass',
        bore: { d: 5, thread: 0.8, through: false },
        spos: [-22, -12, 30],
        segs: [hexp(18, 10, { rotate: 12, face: { turned: 4.6 } })],
      },
    ],
  },
};
