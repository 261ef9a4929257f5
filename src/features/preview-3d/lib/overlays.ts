import {
  Box3,
  Box3Helper,
  BufferGeometry,
  Color,
  EdgesGeometry,
  Group,
  Line,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  Plane,
  SphereGeometry,
  Vector3,
  type Material,
  type Object3D,
} from 'three'
import { collectMaterials, disposeObject, track } from './build-model.ts'

/** Edges between faces meeting at more than this angle count as feature edges. */
const EDGE_ANGLE = 30

export type SectionAxis = 'x' | 'y' | 'z'

/** What the viewer asks the overlays to show. */
export type OverlayOptions = { edges: boolean; box: boolean; section: { axis: SectionAxis; fraction: number } | null }
/** Equal for options that look the same: an unchanged request must not cost a frame. */
export const overlaysKeyOf = (o: OverlayOptions) =>
  JSON.stringify([o.edges, o.box, o.section?.axis, o.section?.fraction])
/** What a model's fresh overlays show: nothing. */
export const NO_OVERLAYS = overlaysKeyOf({ edges: false, box: false, section: null })

/**
 * The helpers drawn over a model: feature edges, the section plane, the bounding box and the
 * measurement markers. Edges hang under their meshes (disposed with the model); the rest lives in
 * `group`, in world coordinates.
 */
export class Overlays {
  readonly group = new Group()
  readonly plane = new Plane()
  private edges: LineSegments[] = []
  private box: Box3Helper | null = null
  private marks = new Group()
  private clipping = false

  constructor(private readonly model: Object3D) {
    this.group.add(this.marks)
  }

  /** Feature edges, computed on first use (costly on big meshes) and then kept with their mesh. */
  setEdges(on: boolean) {
    if (on && !this.edges.length) {
      const material = new LineBasicMaterial({ color: 0x2b3440 })
      const meshes: Mesh[] = []
      this.model.traverse((object) => (object as Mesh).isMesh && meshes.push(object as Mesh))
      for (const mesh of meshes) {
        const lines = new LineSegments(track(new EdgesGeometry(mesh.geometry, EDGE_ANGLE)), material)
        mesh.add(lines)
        this.edges.push(lines)
      }
      this.applyClipping()
    }
    for (const lines of this.edges) lines.visible = on
  }

  /** A section plane across `axis` of the model at `fraction` of its extent; `null` removes it. */
  setSection(axis: SectionAxis | null, fraction: number, modelBox: Box3, toWorld: (v: Vector3) => Vector3) {
    this.clipping = axis !== null
    if (axis) {
      const normal = new Vector3()
      normal[axis] = -1
      const point = modelBox.min.clone().lerp(modelBox.max, fraction)
      const origin = toWorld(new Vector3())
      const worldNormal = toWorld(normal.clone()).sub(origin).normalize()
      this.plane.setFromNormalAndCoplanarPoint(worldNormal, toWorld(point))
    }
    this.applyClipping()
  }

  private applyClipping() {
    const planes = this.clipping ? [this.plane] : []
    const materials: Material[] = collectMaterials(this.model)
    for (const m of materials) m.clippingPlanes = planes
  }

  /** Is a picked point on the visible side of the section? */
  isVisible(point: Vector3) {
    return !this.clipping || this.plane.distanceToPoint(point) >= 0
  }

  setBox(on: boolean) {
    if (on && !this.box) {
      this.box = new Box3Helper(new Box3().setFromObject(this.model), new Color(0x3b82f6))
      track(this.box.geometry)
      this.group.add(this.box)
    }
    if (this.box) this.box.visible = on
  }

  /** Markers for a measurement: one or two points and the line between them. */
  setMarks(points: readonly Vector3[], radius: number) {
    disposeObject(this.marks)
    this.marks = new Group()
    this.group.add(this.marks)
    const material = new MeshBasicMaterial({ color: 0xe11d48, depthTest: false })
    for (const p of points) {
      const dot = new Mesh(track(new SphereGeometry(radius, 12, 8)), material)
      dot.position.copy(p)
      dot.renderOrder = 2
      this.marks.add(dot)
    }
    if (points.length === 2) {
      const line = new Line(
        track(new BufferGeometry().setFromPoints([...points])),
        new LineBasicMaterial({ color: 0xe11d48, depthTest: false }),
      )
      line.renderOrder = 2
      this.marks.add(line)
    }
  }

  dispose() {
    disposeObject(this.group)
  }
}
