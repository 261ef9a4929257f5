import { useMemo } from 'react'
import type { Vector3 } from 'three'
import { modelDiagonal, type LoadedModel } from '../lib/load-model.ts'
import { RENDER_ORDER } from './render-order.ts'

/** Rose: stands out from the grey part, the blue box and the orange feature tint. */
const MARK_COLOR = 0xe11d48
/** Marker radius as a share of the model's diagonal: visible on any part size, small enough to aim. */
const MARK_SCALE = 0.006

/** The points of a measurement and the line between them, in world coordinates. */
export function MeasureMarks({ model, points }: { model: LoadedModel; points: readonly Vector3[] }) {
  const radius = useMemo(() => modelDiagonal(model) * MARK_SCALE, [model])
  const segment = useMemo(() => new Float32Array(points.slice(0, 2).flatMap((p) => p.toArray())), [points])
  return (
    <>
      {points.map((point, i) => (
        <mesh key={i} position={point} renderOrder={RENDER_ORDER.marks}>
          <sphereGeometry args={[radius, 12, 8]} />
          <meshBasicMaterial color={MARK_COLOR} depthTest={false} />
        </mesh>
      ))}
      {points.length === 2 && (
        <lineSegments renderOrder={RENDER_ORDER.marks}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[segment, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={MARK_COLOR} depthTest={false} />
        </lineSegments>
      )}
    </>
  )
}
