import CameraControls from 'camera-controls'
import {
  Box3,
  Matrix4,
  OrthographicCamera,
  PerspectiveCamera,
  Quaternion,
  Raycaster,
  Sphere,
  Spherical,
  Vector2,
  Vector3,
  Vector4,
  type Object3D,
} from 'three'

CameraControls.install({
  THREE: { Box3, Matrix4, Quaternion, Raycaster, Sphere, Spherical, Vector2, Vector3, Vector4 },
})

/** The standard views, in the viewer's Y-up world (CAD Z-up models are turned to match). */
const STANDARD_VIEWS = {
  front: [0, Math.PI / 2],
  top: [0, 0],
  right: [Math.PI / 2, Math.PI / 2],
  iso: [Math.PI / 4, Math.atan(Math.SQRT2)],
} as const

export type StandardView = keyof typeof STANDARD_VIEWS

const FOV = 35
const MARGIN = 1.15

/**
 * The perspective and orthographic cameras of one viewer and the camera-controls instance that
 * drives the active one. Switching projection keeps the viewpoint and the apparent size.
 * Its moves pass `enableTransition: false`, so they apply at once; the promise each returns only
 * reports the end of an animation there is none of, hence `void`.
 */
export class CameraRig {
  readonly perspective = new PerspectiveCamera(FOV, 1, 0.1, 1000)
  readonly orthographic = new OrthographicCamera(-1, 1, 1, -1, 0.1, 1000)
  controls: CameraControls
  private halfHeight = 1
  private aspect = 1
  private radius = 1

  constructor(private readonly element: HTMLElement) {
    this.controls = new CameraControls(this.perspective, element)
    void this.controls.setLookAt(1, 1, 1, 0, 0, 0, false)
  }

  get camera(): PerspectiveCamera | OrthographicCamera {
    return this.controls.camera
  }

  get isOrthographic() {
    return this.camera === this.orthographic
  }

  setAspect(aspect: number) {
    this.aspect = aspect
    this.perspective.aspect = aspect
    this.perspective.updateProjectionMatrix()
    this.updateOrthographicFrustum()
  }

  setOrthographic(on: boolean) {
    if (on === this.isOrthographic) return
    const position = this.controls.getPosition(new Vector3())
    const target = this.controls.getTarget(new Vector3())
    const enabled = this.controls.enabled
    if (on) {
      // Same apparent size: the perspective view's height at the target distance.
      const visible = position.distanceTo(target) * Math.tan((FOV * Math.PI) / 360)
      this.orthographic.zoom = this.halfHeight / Math.max(visible, 1e-9)
      this.orthographic.updateProjectionMatrix()
    }
    this.controls.dispose()
    this.controls = new CameraControls(on ? this.orthographic : this.perspective, this.element)
    this.controls.enabled = enabled
    this.applyLimits()
    void this.controls.setLookAt(position.x, position.y, position.z, target.x, target.y, target.z, false)
  }

  /** Frames `object` from the current direction (or `view`), with a margin. */
  fit(object: Object3D, view?: StandardView) {
    const sphere = new Box3().setFromObject(object).getBoundingSphere(new Sphere())
    this.radius = Math.max(sphere.radius, 1e-6)
    if (view) void this.controls.rotateTo(STANDARD_VIEWS[view][0], STANDARD_VIEWS[view][1], false)
    const direction = this.controls.getPosition(new Vector3()).sub(this.controls.getTarget(new Vector3())).normalize()
    if (!direction.lengthSq()) direction.set(1, 1, 1).normalize()
    const halfFov = (FOV * Math.PI) / 360
    const fitAngle = Math.min(halfFov, Math.atan(Math.tan(halfFov) * this.aspect))
    const distance = (this.radius * MARGIN) / Math.sin(fitAngle)
    const eye = sphere.center.clone().addScaledVector(direction, distance)
    this.halfHeight = this.radius * MARGIN * Math.max(1, 1 / this.aspect)
    this.orthographic.zoom = 1
    this.updateOrthographicFrustum()
    for (const camera of [this.perspective, this.orthographic]) {
      camera.near = Math.max(distance - this.radius * 4, this.radius / 100)
      camera.far = distance + this.radius * 4
      camera.updateProjectionMatrix()
    }
    this.applyLimits()
    void this.controls.setLookAt(eye.x, eye.y, eye.z, sphere.center.x, sphere.center.y, sphere.center.z, false)
  }

  private applyLimits() {
    this.controls.minDistance = this.radius * 0.05
    this.controls.maxDistance = this.radius * 20
    this.controls.minZoom = 0.05
    this.controls.maxZoom = 50
    // Zooming far out must not push the part behind the far plane.
    this.perspective.far = Math.max(this.perspective.far, this.radius * 24)
    this.perspective.updateProjectionMatrix()
  }

  private updateOrthographicFrustum() {
    const o = this.orthographic
    o.top = this.halfHeight
    o.bottom = -this.halfHeight
    o.left = -this.halfHeight * this.aspect
    o.right = this.halfHeight * this.aspect
    o.updateProjectionMatrix()
  }

  dispose() {
    this.controls.dispose()
  }
}
