import { faceAdjacency } from '../adjacency.ts'
import type { Vec3 } from '../linalg.ts'
import { classifySurfaces, type Surface } from '../surfaces.ts'
import type { BBox, FeatureKind, RecognisedFeature, TriMesh } from '../types.ts'
import { recogniseBlends } from './blends.ts'
import type { Context, Draft } from './context.ts'
import { recogniseHoles } from './holes.ts'
import { recognisePockets } from './pockets.ts'
import { recogniseProfiles } from './profiles.ts'
import { recogniseTurning } from './turning.ts'

const AXES: Record<'x' | 'y' | 'z', Vec3> = { x: [1, 0, 0], y: [0, 1, 0], z: [0, 0, 1] }

/**
 * Machining features on the B-rep faces of a mesh; empty for mesh formats. Rules run
 * in a fixed order and each claims the faces it explains, so a face belongs to at most one feature
 * family (a tap-drill hole is both its hole and its thread): holes, lathe features, floors with
 * walls, through-profiles, then the edge breaks left over. Only a closed shell is read: an unsewn
 * model's faces can be oriented either way, and then no edge is reliably convex or concave.
 */
export function recogniseFeatures(
  mesh: TriMesh,
  part: { bbox: BBox; closed: boolean; rotation?: { axis: 'x' | 'y' | 'z' } | undefined },
  surfaces?: Surface[],
): RecognisedFeature[] {
  if (!mesh.faces?.length || !mesh.normals || !part.closed) return []
  const ctx: Context = {
    // The faces classified once per analysis when the caller has them (wall thickness reads them too).
    surfaces: surfaces ?? classifySurfaces(mesh),
    links: faceAdjacency(mesh),
    bbox: part.bbox,
    ...(part.rotation ? { turningAxis: AXES[part.rotation.axis] } : {}),
    claimed: new Set(),
  }
  const drafts = [
    ...recogniseHoles(ctx),
    ...recogniseTurning(ctx),
    ...recognisePockets(ctx),
    ...recogniseProfiles(ctx),
    ...recogniseBlends(ctx),
  ]
  const counts = new Map<FeatureKind, number>()
  return drafts.map((d) => {
    const n = (counts.get(d.kind) ?? 0) + 1
    counts.set(d.kind, n)
    return { id: `${d.kind}-${n}`, ...rounded(d) }
  })
}

const SIZES = ['diameter', 'width', 'length', 'depth', 'cornerRadius', 'size'] as const

/** Sizes to the micrometre: tessellation noise below that is not information. */
function rounded(d: Draft): Draft {
  const out: Draft = { ...d }
  for (const key of SIZES) {
    const v = d[key]
    if (v !== undefined) out[key] = Math.round(v * 1000) / 1000
  }
  return out
}
