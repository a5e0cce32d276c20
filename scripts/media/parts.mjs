// Geometry of each catalogue product (millimetres), keyed by seed-product slug.
// A spec is { view: {yaw, pitch, roll}, parts: [part, ...], ortho: index of the part drawn
// in the side elevation }. See lib/render3d.mjs for the segment vocabulary.
// Products without an entry fall back to CATEGORY_DEFAULTS.
import { SHAFTS } from './parts/shafts.mjs';
import { BUSHES } from './parts/bushes.mjs';
import { SPACERS } from './parts/spacers.mjs';
import { PINS_AND_FLANGES } from './parts/pins-and-flanges.mjs';
import { FASTENERS } from './parts/fasteners.mjs';
import { ASSEMBLIES } from './parts/assemblies.mjs';

export const PART_SPECS = { ...SHAFTS, ...BUSHES, ...SPACERS, ...PINS_AND_FLANGES, ...FASTENERS, ...ASSEMBLIES };

export const CATEGORY_DEFAULTS = {
  shafts: 'en8-stepped-drive-shaft',
  bushes: 'phosphor-bronze-flanged-bush',
  spacers: 'aluminium-6061-round-spacer',
  'pins-flanges': 'ss316-slip-on-pipe-flange',
  fasteners: 'en8-high-tensile-hex-bolt',
  assemblies: 'gear-shaft-sub-assembly',
};
