import { computeBlank, type BlankRules } from '../blank/blank.ts'
import { defaultBlankRules } from '../blank/defaults.ts'
import { detectFileType } from '../files/detect-file-type.ts'
import { classifyPart } from './classify.ts'
import { DEFAULT_DFM_RULES, dfmWarnings, type DfmRules } from './dfm.ts'
import { findCylinders } from './features.ts'
import { parseGltf } from './formats/gltf.ts'
import { parseObj } from './formats/obj.ts'
import { parseStl } from './formats/stl.ts'
import { boundingBox, volumeAndArea } from './metrics.ts'
import { ModelParseError, readBrep } from './occt.ts'
import { recogniseFeatures } from './recognise/index.ts'
import { classifySurfaces } from './surfaces.ts'
import { measureWalls } from './walls.ts'
import { igesLengthUnit, stepLengthUnit } from './source-units.ts'
import { edgeStats } from './topology.ts'
import { MM_PER_UNIT, type GeometryReport, type LengthUnit, type ModelFormat, type TriMesh } from './types.ts'

/** Options of {@link analyzeModel}. */
export interface AnalyzeOptions {
  /** Used for messages and as a tie-breaker only; the format comes from the content. */
  fileName: string
  /** Unit of STL/OBJ/glTF coordinates (they carry none); default mm. Ignored for STEP/IGES. */
  units?: LengthUnit
  blankRules?: BlankRules
  dfmRules?: DfmRules
}

const MODEL_FORMATS = new Set<string>(['step', 'iges', 'stl', 'obj', 'glb', 'gltf'])

/**
 * Parses a 3D model and measures everything pricing needs. Pure over its input bytes, so a worker
 * pool can run it in isolation; throws {@link ModelParseError} with a user-readable message for
 * files that are not a readable model.
 */
export async function analyzeModel(bytes: Uint8Array, options: AnalyzeOptions): Promise<GeometryReport> {
  return (await analyzeModelMesh(bytes, options)).report
}

/** {@link analyzeModel} with the mesh it measured, for whoever keeps the tessellation (the viewer's mesh). */
export async function analyzeModelMesh(
  bytes: Uint8Array,
  options: AnalyzeOptions,
): Promise<{ report: GeometryReport; mesh: TriMesh }> {
  const detected = detectFileType(bytes, options.fileName)
  if (!detected.ok) throw new ModelParseError(detected.message)
  if (!MODEL_FORMATS.has(detected.format)) {
    throw new ModelParseError(`${options.fileName} is a ${detected.format.toUpperCase()} file, not a 3D model`)
  }
  const format = detected.format as ModelFormat
  const { mesh, sourceUnits } = await readMesh(bytes, format, options.units ?? 'mm')
  return { report: measure(mesh, format, sourceUnits, options), mesh }
}

async function readMesh(
  bytes: Uint8Array,
  format: ModelFormat,
  given: LengthUnit,
): Promise<{ mesh: TriMesh; sourceUnits: LengthUnit }> {
  switch (format) {
    case 'step':
      return { mesh: await readBrep(bytes, 'step'), sourceUnits: stepLengthUnit(bytes) }
    case 'iges':
      return { mesh: await readBrep(bytes, 'iges'), sourceUnits: igesLengthUnit(bytes) }
    case 'stl':
      return { mesh: parseStl(bytes, MM_PER_UNIT[given]), sourceUnits: given }
    case 'obj':
      return { mesh: parseObj(bytes, MM_PER_UNIT[given]), sourceUnits: given }
    case 'glb':
    case 'gltf':
      return { mesh: parseGltf(bytes, MM_PER_UNIT[given]), sourceUnits: given }
  }
}

/** Measures an already-parsed mesh (exported for tests and for callers holding a mesh). */
export function measure(
  mesh: TriMesh,
  format: ModelFormat,
  sourceUnits: LengthUnit,
  options: Partial<AnalyzeOptions> = {},
): GeometryReport {
  const box = boundingBox(mesh)
  if (![box.size.x, box.size.y, box.size.z].every(Number.isFinite))
    throw new ModelParseError('The model has invalid coordinates')
  const { volume, area } = volumeAndArea(mesh, box)
  const edges = edgeStats(mesh)
  const cls = classifyPart(mesh, box, volume, area)
  const { holes, bosses } = findCylinders(mesh)
  const closed = edges.open === 0 && edges.nonManifold === 0
  const rules = options.blankRules ?? defaultBlankRules()
  const dims: [number, number, number] = [box.size.x, box.size.y, box.size.z]
  const blank = computeBlank({ partClass: cls.partClass, dims, rotation: cls.rotation }, rules)
  const removalVolume = Math.max(0, blank.volume - volume)
  const surfaces = classifySurfaces(mesh)
  const warnings = dfmWarnings(
    {
      openEdges: edges.open,
      nonManifoldEdges: edges.nonManifold,
      meanThickness: cls.meanThickness,
      removalVolume,
      volume,
      nearNetRatio: rules.nearNetRatio,
    },
    options.dfmRules ?? DEFAULT_DFM_RULES,
  )
  return {
    format,
    sourceUnits,
    units: 'mm',
    triangles: mesh.indices.length / 3,
    bbox: box,
    volume,
    area,
    closed,
    openEdges: edges.open,
    nonManifoldEdges: edges.nonManifold,
    partClass: cls.partClass,
    ...(cls.rotation ? { rotation: cls.rotation } : {}),
    holes,
    bosses,
    features: recogniseFeatures(mesh, { bbox: box, closed, rotation: cls.rotation }, surfaces),
    featureSource: mesh.faces ? 'brep' : 'none',
    // Rays need a closed shell: through an open one they may never leave the material.
    walls: closed ? measureWalls(mesh, surfaces) : [],
    blank,
    removalVolume,
    machinedArea: area,
    warnings,
  }
}
