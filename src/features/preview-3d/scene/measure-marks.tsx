import { useMemo } from 'react'
import { Vector3 } from 'three'
import type { LoadedModel } from '../lib/load-model.ts'

/** Rose: stands out from the grey part, the blue box and the orange feature tint. */
const MARK_COLOR = 0xe11d48
/** Marker radius as a share of the model's diagonal: visible on any part size, small enough to aim. */
const MARK_SCALE = 0.006
/** Drawn after the part and through it, so a mark on a far face still shows. */
const MARK_ORDER = 2

/** The points of a measurement and the line between them, in world coordinates. */
export function MeasureMarks({ model, points }: { model: LoadedModel; points: readonly Vector3[] }) {
  const radius = useMemo(
    () => new Vector3(...model.stats.max).sub(new Vector3(...model.stats.min)).length() * MARK_SCALE,
    [model],
  )
  const segment = useMemo(() => new Float32Array(points.slice(0, 2).flatMap((p) => p.toArray())), [points])
  return (
    <>
      {points.map((point, i) => (
        <mesh key={i} position={point} renderOrder={MARK_ORDER}>
          <sphereGeometry args={[radius, 12, 8]} />
          <meshBasicMaterial color={MARK_COLOR} depthTest={false} />
        </mesh>
      ))}
      {points.length === 2 && (
        <lineSegments renderOrder={MARK_ORDER}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[segment, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={MARK_COLOR} depthTest={false} />
        </lineSegments>
      )}
    </>
  )
}
