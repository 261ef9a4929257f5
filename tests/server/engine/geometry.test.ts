import { beforeAll, describe, expect, it } from 'vitest'
import { ModelParseError, analyzeModel, type GeometryReport } from '../../../server/engine/index.ts'
import { fixture, rel } from './support/fixtures.ts'

// Reference values, all from outside the code under test:
// - STEP/IGES: tests/server/engine/reference/freecad_reference.py under Debian freecadcmd 0.20.2
//   (OpenCASCADE exact B-rep volume and area; bbox from a 0.01 mm tessellation; cylinders from the
//   analytic surfaces).
// - STL/OBJ/GLB: tests/server/engine/reference/mesh_reference.py (numpy, separate parsers).
const REF = {
  'step/featuretype.STEP': { bbox: [127, 63.5, 34.925], volume: 190532.0, area: 34733.6 },
  'step/NIST_MBE_PMI_11.stp': { bbox: [63, 63, 3], volume: 5138.6, area: 5474.8 },
  'step/base_interface_AP214.STEP': { bbox: [599.412, 638.662, 4.763], volume: 1257991.5, area: 541917.2 },
  'step/NIST_MBE_PMI_1.stp': { bbox: [800, 450, 150], volume: 14642337.7, area: 807399.8 },
  'step/NIST_MBE_PMI_3.stp': { bbox: [485.445, 300.809, 162.458], volume: 313094.0, area: 353012.9 },
  'stl/fuji_obj.stl': { bbox: [200.9, 17.4, 7.7], volume: 12442.543, area: 13189.916, triangles: 344 },
  'obj/fandisk.obj': { bbox: [1.6908, 0.8641, 1.5565], volume: 0.679, area: 6.298, triangles: 5750 },
  'gltf/pins.glb': { bbox: [254, 254, 25.4], volume: 813896.432, area: 146633.175, triangles: 3408 },
} as const

const reports = new Map<string, GeometryReport>()

beforeAll(async () => {
  for (const path of [...Object.keys(REF), 'iges/single_rounded_cube.igs']) {
    reports.set(path, await analyzeModel(fixture(`3d/${path}`), { fileName: path }))
  }
  reports.set(
    'stl/featuretype.STL',
    await analyzeModel(fixture('3d/stl/featuretype.STL'), { fileName: 'featuretype.STL', units: 'inch' }),
  )
}, 120_000)

describe('analyzeModel on the fixtures', () => {
  it.each(Object.entries(REF))('%s: bbox, volume and area within 0.5 %% of the reference', (path, ref) => {
    const r = reports.get(path)!
    const size = [r.bbox.size.x, r.bbox.size.y, r.bbox.size.z]
    size.forEach((v, i) => expect(rel(v, ref.bbox[i]!)).toBeLessThan(0.005))
    expect(rel(r.volume, ref.volume)).toBeLessThan(0.005)
    expect(rel(r.area, ref.area)).toBeLessThan(0.005)
    expect(r.closed).toBe(true)
    expect(r.openEdges).toBe(0)
    if ('triangles' in ref) expect(r.triangles).toBe(ref.triangles)
    expect(r.units).toBe('mm')
  })

  it('the unsewn IGES cube is reported open with a review warning; its area still measures', () => {
    const r = reports.get('iges/single_rounded_cube.igs')!
    expect(r.closed).toBe(false)
    expect(r.openEdges).toBeGreaterThan(0)
    expect(r.warnings.map((w) => w.code)).toContain('open-mesh')
    expect(rel(r.area, 14581.5)).toBeLessThan(0.005)
    expect(r.sourceUnits).toBe('mm')
  })

  it('source units come from STEP/IGES headers', () => {
    expect(reports.get('step/featuretype.STEP')!.sourceUnits).toBe('inch')
    expect(reports.get('step/NIST_MBE_PMI_1.stp')!.sourceUnits).toBe('mm')
  })

  it('featuretype.STL in inches agrees with featuretype.STEP within 0.5 % after conversion', () => {
    const stl = reports.get('stl/featuretype.STL')!
    const step = reports.get('step/featuretype.STEP')!
    expect(stl.sourceUnits).toBe('inch')
    expect(stl.triangles).toBe(3476)
    expect(rel(stl.volume, 190532.0)).toBeLessThan(0.005)
    expect(rel(stl.volume, step.volume)).toBeLessThan(0.005)
    expect(rel(stl.area, step.area)).toBeLessThan(0.005)
    expect(stl.bbox.size.x).toBeCloseTo(127, 3)
    expect(stl.featureSource).toBe('none')
  })

  it('the same STL read as mm is 25.4× smaller', async () => {
    const mm = await analyzeModel(fixture('3d/stl/featuretype.STL'), { fileName: 'featuretype.STL' })
    expect(mm.bbox.size.x).toBeCloseTo(5, 5)
    expect(rel(mm.volume * 25.4 ** 3, reports.get('stl/featuretype.STL')!.volume)).toBeLessThan(1e-9)
  })
})

describe('cylindrical features from B-rep faces (featuretype.STEP)', () => {
  // FreeCAD: 8 counterbored holes Ø6.756 × 19.05 with Ø11.1125 × 6.35 counterbores (axis z) and one
  // cross hole Ø9.892 × 63.5 (axis y); the 90° cylinders are fillets, not holes.
  it('finds the nine holes with diameters, depths and counterbores', () => {
    const r = reports.get('step/featuretype.STEP')!
    expect(r.featureSource).toBe('brep')
    const groups = new Set(r.holes.map((h) => h.coaxialGroup))
    expect(groups.size).toBe(9)
    const through = r.holes.filter((h) => Math.abs(h.diameter - 6.7564) < 0.01)
    const cbores = r.holes.filter((h) => Math.abs(h.diameter - 11.1125) < 0.01)
    const cross = r.holes.filter((h) => Math.abs(h.diameter - 9.8917) < 0.01)
    expect([through.length, cbores.length, cross.length, r.holes.length]).toEqual([8, 8, 1, 17])
    through.forEach((h) => expect(h.depth).toBeCloseTo(19.05, 2))
    cbores.forEach((h) => expect(h.depth).toBeCloseTo(6.35, 2))
    expect(cross[0]!.depth).toBeCloseTo(63.5, 2)
    expect(cross[0]!.axis).toEqual([0, 1, 0])
    expect(through[0]!.axis).toEqual([0, 0, 1])
    for (const c of cbores) expect(through.some((t) => t.coaxialGroup === c.coaxialGroup)).toBe(true)
    expect(r.bosses).toHaveLength(0)
  })

  it('classifies parts and sizes blanks by the blank rules', () => {
    const block = reports.get('step/featuretype.STEP')!
    expect(block.partClass).toBe('prismatic')
    // 127 × 63.5 × 34.925: +2.5 per side, T 34.925 + 3 = 37.925 → stocked 40.
    expect(block.blank).toMatchObject({ form: 'block', length: 132, width: 68.5, thickness: 40 })
    expect(block.removalVolume).toBeCloseTo(132 * 68.5 * 40 - block.volume, 3)
    expect(block.machinedArea).toBe(block.area)
    const washer = reports.get('step/NIST_MBE_PMI_11.stp')!
    expect(washer.partClass).toBe('rotational')
    expect(washer.rotation).toMatchObject({ axis: 'z' })
    // Ø63 + 2 × 1.5 = 66 → stocked Ø70; L 3 + 2 × 1.5 facing + 2 kerf + 10 grip = 18.
    expect(washer.blank).toMatchObject({ form: 'round-bar', diameter: 70, length: 18 })
    expect(reports.get('step/base_interface_AP214.STEP')!.partClass).toBe('sheet')
    expect(reports.get('step/base_interface_AP214.STEP')!.blank).toMatchObject({ form: 'plate', thickness: 8 })
    expect(reports.get('gltf/pins.glb')!.partClass).toBe('prismatic')
  })

  it('model advisories: fandisk (in mm) is very thin; the machine envelope is judged when priced', () => {
    expect(reports.get('step/base_interface_AP214.STEP')!.warnings.map((w) => w.code)).not.toContain('beyond-envelope')
    expect(reports.get('obj/fandisk.obj')!.warnings.map((w) => w.code)).toContain('thin-part')
    expect(reports.get('step/featuretype.STEP')!.warnings).toEqual([])
  })
})

describe('analyzeModel rejects what is not a model', () => {
  it.each([
    ['empty', new Uint8Array(0), 'a.step', /empty/],
    ['a PDF named .step', fixture('2d/NIST_MBE_PMI_11.pdf'), 'a.step', /not a 3D model/],
    ['a truncated STEP', fixture('3d/step/featuretype.STEP').subarray(0, 50_000), 'a.step', /truncated/],
  ])('%s', async (_, bytes, name, message) => {
    await expect(analyzeModel(bytes, { fileName: name })).rejects.toThrow(message)
    await expect(analyzeModel(bytes, { fileName: name })).rejects.toBeInstanceOf(ModelParseError)
  })

  it('a STEP with a valid header and end marker but no geometry', async () => {
    const bytes = new TextEncoder().encode('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n')
    await expect(analyzeModel(bytes, { fileName: 'empty.step' })).rejects.toBeInstanceOf(ModelParseError)
  })
})
