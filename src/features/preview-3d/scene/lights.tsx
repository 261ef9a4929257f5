import { useState } from 'react'
import { Object3D, type Camera } from 'three'
import type { CameraRig } from '../lib/camera-rig.ts'

/** Sky and ground light from all round, so the faces turned away from the headlight stay readable. */
const HEMISPHERE = { sky: 0xffffff, ground: 0x8d8d8d, intensity: 1.4 }
/** The headlight's strength: the main light, from the viewer's side. */
const HEADLIGHT_INTENSITY = 2.2
/** Slightly above and right of the eye, so faces square to the view still shade apart. */
const HEADLIGHT_OFFSET = [0.4, 0.8, 0] as const

/** A light riding on a camera: the part is lit from the viewer's side whatever the orbit. */
function Headlight({ camera }: { camera: Camera }) {
  const [target] = useState(() => new Object3D())
  return (
    <primitive object={camera}>
      <directionalLight args={[0xffffff, HEADLIGHT_INTENSITY]} position={HEADLIGHT_OFFSET} target={target} />
      <primitive object={target} position={[0, 0, -1]} />
    </primitive>
  )
}

/** The viewer's lights; both cameras carry a headlight, so switching projection keeps the shading. */
export function Lights({ rig }: { rig: CameraRig }) {
  return (
    <>
      <hemisphereLight args={[HEMISPHERE.sky, HEMISPHERE.ground, HEMISPHERE.intensity]} />
      <Headlight camera={rig.perspective} />
      <Headlight camera={rig.orthographic} />
    </>
  )
}
