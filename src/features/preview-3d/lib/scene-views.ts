import { atom } from 'nanostores'
import type { Object3D, Scene } from 'three'
import type { CameraRig } from './camera-rig.ts'
import type { SceneStore } from './scene-state.ts'

/** What the shared R3F root needs from each viewer to build its scene. */
export interface SceneView {
  /** Stable id for React keys. */
  readonly id: number
  /** The portal's container: the scene the shared renderer draws for this viewer. */
  readonly scene: Scene
  readonly rig: CameraRig
  readonly state: SceneStore
  /** The scene committed a change and needs one frame. */
  invalidate(): void
  /** The model's pivot is in the scene (null: none is); the viewer frames it. */
  showing(pivot: Object3D | null): void
  /** The scene's lights are in: what does not wait for a model can be prepared. */
  lit(): void
}

/** Every viewer on the page; the shared root renders one portal per entry. */
export const $sceneViews = atom<readonly SceneView[]>([])

export function addSceneView(view: SceneView) {
  $sceneViews.set([...$sceneViews.get(), view])
}

export function removeSceneView(view: SceneView) {
  $sceneViews.set($sceneViews.get().filter((v) => v !== view))
}
