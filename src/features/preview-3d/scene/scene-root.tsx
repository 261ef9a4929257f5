import { useStore } from '@nanostores/react'
import { Fragment } from 'react'
import { createPortal, createRoot, extend, flushSync } from '@react-three/fiber'
import { getConsoleFunction, setConsoleFunction, type WebGLRenderer } from 'three'
import { $sceneViews } from '../lib/scene-views.ts'
import * as catalogue from './three-catalogue.ts'
import { ViewScene } from './view-scene.tsx'

extend(catalogue)

/** One portal per viewer: each viewer's scene graph, in its own `THREE.Scene`. */
function Scenes() {
  const views = useStore($sceneViews)
  // Keyed by viewer: one leaving must not hand its slot (and its subtree) to the next.
  return (
    <>
      {views.map((view) => (
        <Fragment key={view.id}>{createPortal(<ViewScene view={view} />, view.scene, undefined)}</Fragment>
      ))}
    </>
  )
}

/**
 * Mounts the page's one R3F root on the shared renderer's canvas: R3F builds every viewer's scene
 * graph, the shared renderer draws. `frameloop: 'never'` because frames are on demand per viewer
 * (a committed change invalidates its viewer only), not a loop over the whole root; `flat` keeps
 * three's default (no tone mapping), under which the part and overlay colours were chosen. Returns the unmount, which also lets
 * R3F release the context.
 */
export function mountSceneRoot(renderer: WebGLRenderer): () => void {
  const canvas = renderer.domElement
  const root = withoutClockWarning(() => createRoot(canvas))
  // R3F sizes the renderer to `size`, which only matters to it for its default camera (unused):
  // told the canvas's own size, it leaves the drawing buffer as shared-renderer.ts sized it.
  const size = { width: canvas.width, height: canvas.height, top: 0, left: 0 }
  void root.configure({ gl: renderer, frameloop: 'never', flat: true, dpr: 1, size })
  root.render(<Scenes />)
  return () => root.unmount()
}

/**
 * R3F 9 puts a `THREE.Clock` in every root's store, and three r183+ warns on the console that Clock
 * is deprecated. This root never reads the clock (frames are driven by shared-renderer.ts), so the
 * warning is dropped while the root is created, and only then: three's other messages pass.
 */
function withoutClockWarning<T>(create: () => T): T {
  const previous = getConsoleFunction()
  setConsoleFunction((type, message, ...params) => {
    if (message.startsWith('THREE.Clock:')) return
    if (previous) previous(type, message, ...params)
    else console[type](message, ...params)
  })
  try {
    return create()
  } finally {
    setConsoleFunction(previous)
  }
}

/** Commits pending scene changes now, so a capture shows what the viewer was last told. */
export function flushScenes() {
  flushSync(() => {})
}
