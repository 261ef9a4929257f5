import { useMemo } from 'react'
import { modelDiagonal, type LoadedModel } from '../lib/load-model.ts'
import { MARK_COLOR } from '../lib/measure/mark-color.ts'
import type { Marks } from '../lib/scene-state.ts'
import { RENDER_ORDER } from './render-order.ts'

/** Marker radius as a share of the model's diagonal: visible on any part size, small enough to aim. */
const MARK_SCALE = 0.006

/** The measurements' dots and lines, in world coordinates, drawn through the part. */
export function MeasureMarks({ model, marks }: { model: LoadedModel; marks: Marks }) {
  const radius = useMemo(() => modelDiagonal(model) * MARK_SCALE, [model])
  const segments = useMemo(() => new Float32Array(marks.segments.flatMap((p) => p.toArray())), [marks])
  return (
    <>
      {marks.points.map((point, i) => (
        <mesh key={i} position={point} renderOrder={RENDER_ORDER.marks}>
          <sphereGeometry args={[radius, 12, 8]} />
          <meshBasicMaterial color={MARK_COLOR} depthTest={false} />
        </mesh>
      ))}
      {marks.segments.length >= 2 && (
        <lineSegments renderOrder={RENDER_ORDER.marks}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[segments, 3]} />
          </bufferGeometry>
          <lineBasicMaterial color={MARK_COLOR} depthTest={false} />
        </lineSegments>
      )}
    </>
  )
}
