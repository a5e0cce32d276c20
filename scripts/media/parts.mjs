// Geometry of each catalogue product (millimetres), keyed by seed-product slug.
// A spec is { view: {yaw, pitch, roll}, parts: [part, ...], ortho: index of the part drawn
// in the side elevation }. See lib/render3d.mjs for the segment vocabulary.
// Products without an entry fall back to CATEGORY_DEFAULTS.

const cyl = (l, d, extra = {}) => ({ type: 'cyl', l, d, ...extra });
const cone = (l, d0, d1, extra = {}) => ({ type: 'cone', l, d0, d1, ...extra });
const hexp = (l, s, extra = {}) => ({ type: 'poly', shape: 'hex', l, s, ...extra });
const gear = (l, z, da, df, extra = {}) => ({ type: 'poly', shape: 'gear', l, z, da, df, ...extra });
const sq = (l, a, rc, extra = {}) => ({ type: 'poly', shape: 'square', l, a, rc, ...extra });
const key = (len, w, at = 0.5, ang) => ({ type: 'keyway', len, w, at, ang });
const thread = (pitch, extra = {}) => ({ type: 'thread', pitch, ...extra });
const bearingFace = (ro, ri) => {
  const t = (ro - ri) / 4;
  return {
    bands: [
      { r0: ro - t * 1.1, r1: ro, mat: 'bearing' },
      { r0: ri + t * 1.1, r1: ro - t * 1.1, mat: 'rubber' },
      { r0: ri, r1: ri + t * 1.1, mat: 'bearing' },
    ],
  };
};

export const PART_SPECS = {
  // ── shafts ──
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

  // ── bushes ──
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

  // ── spacers ──
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

  // ── pins & flanges ──
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

  // ── fasteners ──
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

  // ── assemblies ──
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

export const CATEGORY_DEFAULTS = {
  shafts: 'en8-stepped-drive-shaft',
  bushes: 'phosphor-bronze-flanged-bush',
  spacers: 'aluminium-6061-round-spacer',
  'pins-flanges': 'ss316-slip-on-pipe-flange',
  fasteners: 'en8-high-tensile-hex-bolt',
  assemblies: 'gear-shaft-sub-assembly',
};
