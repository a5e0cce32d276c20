// Axis-aligned rectangles in the plant's isometric space, as the four corners poly() draws: a wall at
// constant x or y, or a floor or top at constant z.
export const quadX = (x, y0, y1, z0, z1) => [
  [x, y0, z0],
  [x, y1, z0],
  [x, y1, z1],
  [x, y0, z1],
];
export const quadY = (y, x0, x1, z0, z1) => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];
export const quadZ = (z, x0, x1, y0, y1) => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];
