import { createPortal } from '@react-three/fiber'
import { useLayoutEffect, useMemo } from 'react'
import { EdgesGeometry, LineBasicMaterial, type Mesh, type Object3D, type Plane } from 'three'
import { track } from '../lib/build-model.ts'

/** Edges between faces meeting at more than this angle count as feature edges. */
const EDGE_ANGLE = 30
/** Dark slate: reads on the light grey part and on a dark page background. */
const EDGE_COLOR = 0x2b3440

interface FeatureEdgesProps {
  model: Object3D
  visible: boolean
  /** The section's clipping plane, which cuts the edges with the part. */
  plane: Plane | null
}

/** Feature edges of every mesh, hung under their mesh so they follow its transform. */
export function FeatureEdges({ model, visible, plane }: FeatureEdgesProps) {
  const lines = useMemo(() => {
    const meshes: Mesh[] = []
    model.traverse((object) => (object as Mesh).isMesh && meshes.push(object as Mesh))
    return meshes.map((mesh) => ({ mesh, geometry: track(new EdgesGeometry(mesh.geometry, EDGE_ANGLE)) }))
  }, [model])
  const material = useMemo(() => new LineBasicMaterial({ color: EDGE_COLOR }), [])

  useLayoutEffect(() => {
    material.clippingPlanes = plane ? [plane] : []
  }, [plane])
  useLayoutEffect(
    () => () => {
      for (const { geometry } of lines) geometry.dispose()
      material.dispose()
    },
    [],
  )

  return (
    <>
      {lines.map(({ mesh, geometry }) =>
        createPortal(<lineSegments geometry={geometry} material={material} visible={visible} />, mesh, undefined),
      )}
    </>
  )
}
