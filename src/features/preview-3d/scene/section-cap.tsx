import { createPortal } from '@react-three/fiber'
import { useLayoutEffect, useMemo } from 'react'
import {
  AlwaysStencilFunc,
  BackSide,
  Color,
  DecrementWrapStencilOp,
  DoubleSide,
  FrontSide,
  IncrementWrapStencilOp,
  MeshBasicMaterial,
  MeshStandardMaterial,
  NotEqualStencilFunc,
  ReplaceStencilOp,
  Vector3,
  type Mesh,
  type Object3D,
  type Plane,
} from 'three'
import { RENDER_ORDER } from './render-order.ts'

/** Darker than the part grey, so the cut face reads as solid material, not as another surface. */
const CAP_COLOR = new Color(0x7d8894)
/** The cap quad's side as a multiple of the part's size: wide enough to cover any cut through it. */
const CAP_SCALE = 4

/** Counts, per pixel, the part's back faces minus its front faces behind the cut: odd is inside. */
function stencilMaterial(side: typeof FrontSide | typeof BackSide, plane: Plane) {
  const op = side === BackSide ? IncrementWrapStencilOp : DecrementWrapStencilOp
  return new MeshBasicMaterial({
    side,
    clippingPlanes: [plane],
    colorWrite: false,
    depthWrite: false,
    depthTest: false,
    stencilWrite: true,
    stencilFunc: AlwaysStencilFunc,
    stencilFail: op,
    stencilZFail: op,
    stencilZPass: op,
  })
}

/** Stencil passes hang under their mesh and never answer a pick: only the part itself does. */
const noRaycast = () => {}

/**
 * The solid face where the section plane cuts the part (the stencil technique of three.js'
 * `webgl_clipping_stencil` example): without it a cut part looks hollow.
 */
export function SectionCap({ model, plane, size }: { model: Object3D; plane: Plane; size: number }) {
  const meshes = useMemo(() => {
    const found: Mesh[] = []
    model.traverse((object) => (object as Mesh).isMesh && found.push(object as Mesh))
    return found
  }, [model])
  const materials = useMemo(() => [stencilMaterial(BackSide, plane), stencilMaterial(FrontSide, plane)], [plane])
  const cap = useMemo(
    () =>
      new MeshStandardMaterial({
        color: CAP_COLOR,
        metalness: 0.15,
        roughness: 0.7,
        side: DoubleSide,
        stencilWrite: true,
        stencilRef: 0,
        stencilFunc: NotEqualStencilFunc,
        stencilFail: ReplaceStencilOp,
        stencilZFail: ReplaceStencilOp,
        stencilZPass: ReplaceStencilOp,
      }),
    [],
  )
  useLayoutEffect(() => () => materials.forEach((m) => m.dispose()), [materials])
  useLayoutEffect(() => () => cap.dispose(), [])
  const position = useMemo(() => plane.coplanarPoint(new Vector3()), [plane])
  const facing = useMemo(() => position.clone().sub(plane.normal), [plane, position])

  return (
    <>
      {meshes.map((mesh) =>
        createPortal(
          materials.map((material) => (
            <mesh
              key={material.uuid}
              geometry={mesh.geometry}
              material={material}
              renderOrder={RENDER_ORDER.capStencil}
              raycast={noRaycast}
            />
          )),
          mesh,
          undefined,
        ),
      )}
      <mesh
        position={position}
        renderOrder={RENDER_ORDER.cap}
        material={cap}
        raycast={noRaycast}
        onUpdate={(quad) => quad.lookAt(facing)}
      >
        <planeGeometry args={[size * CAP_SCALE, size * CAP_SCALE]} />
      </mesh>
    </>
  )
}
