import type { RecognisedFeature } from '../../../contract/features.ts'
import type { MessageParams } from '../../../contract/quote.ts'
import type { ModelFormat } from '../../../contract/file-format.ts'

/** A length unit a model file can be drawn in; everything leaves the engine in millimetres. */
export type LengthUnit = 'mm' | 'cm' | 'm' | 'inch' | 'ft' | 'um'

/** Millimetres per unit, used to scale unit-less formats (STL, OBJ, glTF) into mm. */
export const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = {
  mm: 1,
  cm: 10,
  m: 1000,
  inch: 25.4,
  ft: 304.8,
  um: 0.001,
}

/**
 * A triangle range of one B-rep face (inclusive, triangle indices into the merged mesh). Present only
 * for STEP/IGES, where occt-import-js keeps the face structure that feature recognition needs.
 */
export interface FaceRange {
  first: number
  last: number
}

/** A merged triangle soup in millimetres: the common currency of every 3D parser. */
export interface TriMesh {
  /** xyz triples, mm. */
  positions: Float64Array
  /** Three vertex indices per triangle. */
  indices: Uint32Array
  /** Per-vertex normals when the source has exact surface normals (occt does; STL facets do not count). */
  normals?: Float32Array
  /** B-rep faces as triangle ranges; absent for mesh formats. */
  faces?: FaceRange[]
}

/** Axis-aligned box, mm. */
export interface BBox {
  min: [number, number, number]
  max: [number, number, number]
  /** Extents along x, y, z. */
  size: { x: number; y: number; z: number }
}

/** A cylindrical feature found on B-rep faces. */
export interface CylinderFeature {
  kind: 'hole' | 'boss'
  /** Diameter, mm. */
  diameter: number
  /** Axial length of the cylindrical wall, mm (for a counterbored hole, of this step only). */
  depth: number
  /** depth / diameter, the ratio the DFM rules and drilling times use. */
  depthRatio: number
  /** A point on the axis (centre of the wall's axial extent) and the unit axis direction. */
  center: [number, number, number]
  axis: [number, number, number]
  /** Features sharing an axis line (counterbore + hole) get the same group number. */
  coaxialGroup: number
  /** Candidate tapped hole when the diameter equals a metric tap drill. */
  tapDrillFor?: string
}

// A machining feature with the B-rep faces it came from (indices into TriMesh.faces, so the 3D viewer
// can highlight it) and the tool-approach directions it needs: the wire shape is the contract's.
export type { FeatureKind, RecognisedFeature } from '../../../contract/features.ts'

/** The material behind one flat face, mm: how thick it is there and how far the face stands. */
export interface Wall {
  /** The flat face measured and the face on the material's other side (B-rep face indices). */
  face: number
  opposite: number
  thickness: number
  /** The face's extents along x, y and z (a standing wall's height is the one along the clamping axis). */
  extent: [number, number, number]
  /** The face's outward unit normal. */
  normal: [number, number, number]
}

/** Stock form chosen by the blank rules. */
export type BlankForm = 'round-bar' | 'plate' | 'block'

/** The stock a part is cut from; sizes in mm, volume in mm³. */
export interface Blank {
  form: BlankForm
  /** plate/block: length × width × thickness; round bar: diameter and length. */
  length: number
  width?: number
  thickness?: number
  diameter?: number
  volume: number
  /** Which allowance and stock-size rules produced it, for the explanation. */
  notes: string[]
}

/** prismatic 箱体/板/块, rotational 回转体, sheet (thin plate, laser/wire candidate). */
export type PartClass = 'prismatic' | 'rotational' | 'sheet'

/**
 * A manufacturability advisory: a stable code and the parameters of its message, worded when read
 * in the reader's language (server/services/quote-text.ts); reports are stored, sentences are not.
 */
export interface DfmWarning {
  code: DfmCode
  severity: 'info' | 'warning' | 'review'
  params: MessageParams
  value?: number
}

export type DfmCode = 'open-mesh' | 'beyond-envelope' | 'deep-hole' | 'thin-part' | 'non-manifold' | 'near-net-blank'

/** Source formats the geometry stage reads. */
export type { ModelFormat }

/**
 * Everything the pricing stage needs from a 3D model, serialisable as JSON so it can be stored and
 * re-priced without the file. Lengths mm, areas mm², volumes mm³.
 */
export interface GeometryReport {
  format: ModelFormat
  /** Unit the file was drawn in (from STEP/IGES headers, or as given for mesh formats). */
  sourceUnits: LengthUnit
  /** Always 'mm': the unit of every number below. */
  units: 'mm'
  triangles: number
  bbox: BBox
  volume: number
  area: number
  /** Every edge shared by exactly two triangles after welding coincident vertices. */
  closed: boolean
  openEdges: number
  nonManifoldEdges: number
  partClass: PartClass
  /** For rotational parts: turning axis ('x' | 'y' | 'z') and the turned diameter. */
  rotation?: { axis: 'x' | 'y' | 'z'; diameter: number; length: number }
  holes: CylinderFeature[]
  bosses: CylinderFeature[]
  /**
   * Every recognised machining feature with its faces (empty for mesh formats, which have no faces);
   * absent in reports stored before features were recognised.
   */
  features?: RecognisedFeature[]
  /**
   * The local wall thickness behind each flat face (B-rep only); absent in reports stored before
   * walls were measured.
   */
  walls?: Wall[]
  /** 'brep' when cylinders were fitted on B-rep faces; 'none' for mesh formats without faces. */
  featureSource: 'brep' | 'none'
  blank: Blank
  /** Blank volume minus part volume, mm³ (never negative). */
  removalVolume: number
  /** Area to be machined, mm²: every face, since the blank carries allowance on all sides. */
  machinedArea: number
  warnings: DfmWarning[]
}
