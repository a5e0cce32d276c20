/** A triangulated solid as the CAD reader gives it: positions x, y, z in mm and triangles as index triples. */
export interface Mesh {
  positions: ArrayLike<number>;
  indices: ArrayLike<number>;
}

export type Axis = 'X' | 'Y' | 'Z';

export interface SolidMeasure {
  BoundingBox: { X: number; Y: number; Z: number };
  /** mm³ */
  Volume: number;
  /** mm² */
  SurfaceArea: number;
  /** A solid of revolution about an axis parallel to X, Y or Z; null otherwise. */
  Turned: { Axis: Axis; MaxDiameter: number; Length: number } | null;
}

const AXES: Axis[] = ['X', 'Y', 'Z'];
/** A surface of revolution's normals lie in the planes through the axis: at most this much sideways (cosine). */
const SIDEWAYS_TOLERANCE = 0.02;
/** The share of the surface that must pass (tessellation slivers at seams may not). */
const REVOLVED_SHARE = 0.995;

interface Triangle {
  centroid: [number, number, number];
  normal: [number, number, number];
  area: number;
}

function* triangles(mesh: Mesh): Generator<Triangle & { signedVolume: number }> {
  const p = mesh.positions;
  const idx = mesh.indices;
  for (let i = 0; i + 2 < idx.length; i += 3) {
    const a = idx[i]! * 3;
    const b = idx[i + 1]! * 3;
    const c = idx[i + 2]! * 3;
    const [ax, ay, az] = [p[a]!, p[a + 1]!, p[a + 2]!];
    const [bx, by, bz] = [p[b]!, p[b + 1]!, p[b + 2]!];
    const [cx, cy, cz] = [p[c]!, p[c + 1]!, p[c + 2]!];
    const [ux, uy, uz] = [bx - ax, by - ay, bz - az];
    const [vx, vy, vz] = [cx - ax, cy - ay, cz - az];
    const [nx, ny, nz] = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
    const length = Math.hypot(nx, ny, nz);
    yield {
      centroid: [(ax + bx + cx) / 3, (ay + by + cy) / 3, (az + bz + cz) / 3],
      normal: length ? [nx / length, ny / length, nz / length] : [0, 0, 0],
      area: length / 2,
      // The divergence theorem: a closed, consistently oriented surface's tetrahedra to the origin sum to its volume.
      signedVolume: (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6,
    };
  }
}

/**
 * Volume, surface area and bounding box of one or more solids (their sum and overall box), and whether the whole is
 * turned: every face's normal lies in a plane through one axis (parallel to X, Y or Z, through the box's centre).
 */
export function measureMeshes(meshes: Mesh[]): SolidMeasure {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const mesh of meshes) {
    for (let i = 0; i + 2 < mesh.positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, mesh.positions[i + k]!);
        max[k] = Math.max(max[k]!, mesh.positions[i + k]!);
      }
    }
  }
  if (!Number.isFinite(min[0]!)) throw new Error('The model has no solid to measure.');
  let volume = 0;
  let area = 0;
  const all: Triangle[] = [];
  for (const mesh of meshes) {
    let solid = 0;
    for (const t of triangles(mesh)) {
      solid += t.signedVolume;
      area += t.area;
      all.push(t);
    }
    // Each solid on its own: one drawn inside out still adds its volume.
    volume += Math.abs(solid);
  }
  const centre = min.map((v, k) => (v + max[k]!) / 2);
  return {
    BoundingBox: { X: max[0]! - min[0]!, Y: max[1]! - min[1]!, Z: max[2]! - min[2]! },
    Volume: volume,
    SurfaceArea: area,
    Turned: turnedAbout(all, centre, min, max, area),
  };
}

function turnedAbout(all: Triangle[], centre: number[], min: number[], max: number[], totalArea: number): SolidMeasure['Turned'] {
  for (const [k, axis] of AXES.entries()) {
    const [i, j] = [(k + 1) % 3, (k + 2) % 3];
    let revolved = 0;
    let radius = 0;
    for (const t of all) {
      const ri = t.centroid[i]! - centre[i]!;
      const rj = t.centroid[j]! - centre[j]!;
      const r = Math.hypot(ri, rj);
      // The tangent direction around the axis at the centroid; the normal must have no part along it.
      const sideways = r < 1e-9 ? 0 : Math.abs((-rj * t.normal[i]! + ri * t.normal[j]!) / r);
      if (sideways <= SIDEWAYS_TOLERANCE) revolved += t.area;
      radius = Math.max(radius, r);
    }
    // The circle through the box's corners in the cross-section: the cross-section must be as wide as it is high.
    const width = max[i]! - min[i]!;
    const height = max[j]! - min[j]!;
    const round = Math.abs(width - height) <= 0.01 * Math.max(width, height);
    if (round && revolved >= REVOLVED_SHARE * totalArea) {
      return { Axis: axis, MaxDiameter: Math.max(width, height), Length: max[k]! - min[k]! };
    }
  }
  return null;
}
