import type { BrepEdge } from './edges.ts'
import { angleBetween, planeGap, type Cylinder, type Plane } from './fit.ts'
import { add, distance, dot, scale, sub, type Vec3 } from './vec3.ts'

// The measuring rules, pure: which clicks a mode needs, what each gives, and the marks that show
// it. Everything is in model coordinates and units.

export type MeasureMode = 'point' | 'gap' | 'angle' | 'radius' | 'edge'

/** The modes in the order the viewer offers them. */
export const MEASURE_MODES: readonly MeasureMode[] = ['point', 'gap', 'angle', 'radius', 'edge']

/** What the clicked B-rep face is, as far as measuring cares. */
export type FaceShape = { kind: 'plane'; plane: Plane } | { kind: 'cylinder'; cylinder: Cylinder } | { kind: 'other' }

/** One click on the model. */
export interface MeasurePick {
  /** Where it landed, moved onto a vertex or edge when one was within reach on screen. */
  point: Vec3
  snapped: 'vertex' | 'edge' | null
  /** The clicked B-rep face; null on meshes without faces (STL, OBJ, glTF). */
  face: FaceShape | null
  /** The edge of the clicked face nearest the click, with its length. */
  edge: { edge: BrepEdge; length: number; nearest: Vec3 } | null
}

/** A finished measurement. `value` is in model units, or degrees for an angle; a hole's is its radius. */
export interface Measurement {
  mode: MeasureMode
  value: number
  /** Point to point: the distance along each model axis. */
  delta?: Vec3
  /** Where its label sits, and what it draws: dots, and lines as pairs of ends. */
  anchor: Vec3
  points: Vec3[]
  segments: Vec3[]
}

/** Why a click was refused. */
export type MeasureNotice = 'notFlat' | 'notParallel' | 'notRound' | 'noFaces'

/** The outcome of a click: a measurement, or the clicks kept waiting for the next, or a refusal. */
export type Step =
  | { kind: 'done'; measurement: Measurement }
  | { kind: 'wait'; pending: MeasurePick[] }
  | { kind: 'refuse'; notice: MeasureNotice }

/** How many clicks a mode takes. */
export const clicksOf = (mode: MeasureMode) => (mode === 'radius' || mode === 'edge' ? 1 : 2)

const mid = (a: Vec3, b: Vec3): Vec3 => scale(add(a, b), 0.5)

/** The next step of `mode` after `pick`, given the clicks already kept. */
export function measureStep(mode: MeasureMode, pending: readonly MeasurePick[], pick: MeasurePick): Step {
  if (mode !== 'point' && !pick.face) return { kind: 'refuse', notice: 'noFaces' }
  if (mode === 'point') {
    const first = pending[0]
    if (!first) return { kind: 'wait', pending: [pick] }
    const [a, b] = [first.point, pick.point]
    const d = sub(b, a)
    return {
      kind: 'done',
      measurement: {
        mode,
        value: distance(a, b),
        delta: [Math.abs(d[0]), Math.abs(d[1]), Math.abs(d[2])],
        anchor: mid(a, b),
        points: [a, b],
        segments: [a, b],
      },
    }
  }
  if (mode === 'radius') {
    if (pick.face?.kind !== 'cylinder') return { kind: 'refuse', notice: 'notRound' }
    const { axis, center, radius } = pick.face.cylinder
    // The axis point level with the click: the radius is drawn from there to the wall.
    const foot = add(center, scale(axis, dot(sub(pick.point, center), axis)))
    return {
      kind: 'done',
      measurement: {
        mode,
        value: radius,
        anchor: mid(foot, pick.point),
        points: [pick.point],
        segments: [foot, pick.point],
      },
    }
  }
  if (mode === 'edge') {
    if (!pick.edge) return { kind: 'refuse', notice: 'noFaces' }
    const { edge, length, nearest } = pick.edge
    const line = edge.points
    const segments = line.slice(1).flatMap((p, i) => [line[i]!, p])
    const ends = edge.closed ? [] : [line[0]!, line[line.length - 1]!]
    return { kind: 'done', measurement: { mode, value: length, anchor: nearest, points: ends, segments } }
  }
  if (pick.face?.kind !== 'plane') return { kind: 'refuse', notice: 'notFlat' }
  const first = pending[0]
  if (!first || first.face?.kind !== 'plane') return { kind: 'wait', pending: [pick] }
  const [a, b] = [first.face.plane, pick.face.plane]
  if (mode === 'angle') {
    const measurement = {
      mode,
      value: angleBetween(a.normal, b.normal),
      anchor: mid(first.point, pick.point),
      points: [first.point, pick.point],
      segments: [],
    }
    return { kind: 'done', measurement }
  }
  const gap = planeGap(a, b)
  if (gap === null) return { kind: 'refuse', notice: 'notParallel' }
  // Drawn square to both faces, from the first click to the second face's plane.
  const foot = sub(first.point, scale(b.normal, dot(sub(first.point, b.point), b.normal)))
  return {
    kind: 'done',
    measurement: {
      mode,
      value: gap,
      anchor: mid(first.point, foot),
      points: [first.point, foot],
      segments: [first.point, foot],
    },
  }
}
