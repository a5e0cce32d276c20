// Shorthand for the renderer's segments and features (see lib/render3d.mjs), in millimetres.
export const cyl = (l, d, extra = {}) => ({ type: 'cyl', l, d, ...extra });
export const cone = (l, d0, d1, extra = {}) => ({ type: 'cone', l, d0, d1, ...extra });
export const hexp = (l, s, extra = {}) => ({ type: 'poly', shape: 'hex', l, s, ...extra });
export const gear = (l, z, da, df, extra = {}) => ({ type: 'poly', shape: 'gear', l, z, da, df, ...extra });
export const sq = (l, a, rc, extra = {}) => ({ type: 'poly', shape: 'square', l, a, rc, ...extra });
export const key = (len, w, at = 0.5, ang) => ({ type: 'keyway', len, w, at, ang });
export const thread = (pitch, extra = {}) => ({ type: 'thread', pitch, ...extra });
export const bearingFace = (ro, ri) => {
  const t = (ro - ri) / 4;
  return {
    bands: [
      { r0: ro - t * 1.1, r1: ro, mat: 'bearing' },
      { r0: ri + t * 1.1, r1: ro - t * 1.1, mat: 'rubber' },
      { r0: ri, r1: ri + t * 1.1, mat: 'bearing' },
    ],
  };
};
