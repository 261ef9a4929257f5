import { describe, expect, it } from 'vitest'
import { defaultLibraryOptions, type GeometryReport, type Wall } from '../../../../server/engine/index.ts'
import { feature, judge } from './support.ts'

// Each rule on a part that breaks it and on one that passes, and a limit changed in the rule pack
// changing the verdict. The numbers are the construction's: a wall 0.5 mm thick is below 0.8 mm.

// A wall between faces 3 and 5 standing along z (the block's clamping axis, its thinnest extent).
const wall = (thickness: number, height = 15, normal: Wall['normal'] = [1, 0, 0]): Wall => ({
  face: 3,
  opposite: 5,
  thickness,
  extent: [0, 40, height],
  normal,
})

describe('wall thickness (per face, per material)', () => {
  it('a 0.5 mm wall in aluminium breaks the 0.8 mm minimum and names both faces', () => {
    const [f, ...rest] = judge('wall-thickness', { walls: [wall(0.5), { ...wall(0.5), face: 5, opposite: 3 }] })
    expect(rest).toEqual([])
    expect(f).toMatchObject({ rule: 'wall-thickness', severity: 'review', faces: [3, 5], measured: 0.5, limit: 0.8 })
  })
  it('a 1.2 mm wall passes in aluminium but not in plastics (1.5 mm)', () => {
    expect(judge('wall-thickness', { walls: [wall(1.2)] })).toEqual([])
    expect(judge('wall-thickness', { walls: [wall(1.2)] }, { cls: 'plastic' })[0]).toMatchObject({ limit: 1.5 })
  })
  it('a shop minimum of 0.4 mm for aluminium clears the 0.5 mm wall', () => {
    expect(judge('wall-thickness', { walls: [wall(0.5)] }, { setting: { Al: 0.4 } })).toEqual([])
  })
})

describe('wall height to thickness', () => {
  it('a wall 15 mm high and 1 mm thick (15×) breaks 8×; 6 mm high (6×) passes', () => {
    expect(judge('wall-height', { walls: [wall(1, 15)] })[0]).toMatchObject({ measured: 15, limit: 8, unit: 'ratio' })
    expect(judge('wall-height', { walls: [wall(1, 6)] })).toEqual([])
  })
  it('a floor (facing the clamping axis) is not a standing wall', () => {
    expect(judge('wall-height', { walls: [wall(1, 15, [0, 0, 1])] })).toEqual([])
  })
  it('a limit of 20× clears the 15× wall', () => {
    expect(judge('wall-height', { walls: [wall(1, 15)] }, { setting: { limit: 20 } })).toEqual([])
  })
})

describe('inside corner radius against depth', () => {
  const pocket = (cornerRadius: number) => ({
    features: [feature({ kind: 'pocket', depth: 18, width: 20, cornerRadius })],
  })
  it('R2 in an 18 mm deep pocket is below 18 / 3 = R6; R6 passes', () => {
    expect(judge('corner-radius-depth', pocket(2))[0]).toMatchObject({ measured: 2, limit: 6, features: ['pocket-1'] })
    expect(judge('corner-radius-depth', pocket(6))).toEqual([])
  })
  it('depth : radius up to 10 clears R2 (18 / 10 = 1.8)', () => {
    expect(judge('corner-radius-depth', pocket(2), { setting: { limit: 10 } })).toEqual([])
  })
})

describe('inside corner radius against the smallest end mill', () => {
  const pocket = (cornerRadius: number) => ({
    features: [feature({ kind: 'pocket', depth: 5, width: 20, cornerRadius })],
  })
  it('a sharp corner is tighter than the Ø4 end mill (R2); R2 passes', () => {
    expect(judge('corner-radius-tool', pocket(0))[0]).toMatchObject({ measured: 0, limit: 2, params: { tool: 4 } })
    expect(judge('corner-radius-tool', pocket(2))).toEqual([])
  })
  it('an Ø1 end mill added to the library clears R0.5', () => {
    const libraries = defaultLibraryOptions()
    const small = { ...libraries.tools.find((t) => t.type === 'end-mill')!, code: 'T-EM-1', diameter: 1 }
    expect(judge('corner-radius-tool', pocket(0.5))).toHaveLength(1)
    expect(
      judge('corner-radius-tool', pocket(0.5), { libraries: { ...libraries, tools: [...libraries.tools, small] } }),
    ).toEqual([])
  })
  it('the rule switched off finds nothing', () => {
    expect(judge('corner-radius-tool', pocket(0), { setting: { severity: 'off' } })).toEqual([])
  })
})

describe('pocket depth against width', () => {
  const slot = (depth: number) => ({ features: [feature({ kind: 'slot', depth, width: 5, cornerRadius: 2.5 })] })
  it('a 5 mm wide slot 24 mm deep (4.8×) breaks 4×; 15 mm deep (3×) passes', () => {
    expect(judge('pocket-depth', slot(24))[0]).toMatchObject({ measured: 4.8, limit: 4 })
    expect(judge('pocket-depth', slot(15))).toEqual([])
  })
  it('a limit of 5× clears the 4.8× slot', () => {
    expect(judge('pocket-depth', slot(24), { setting: { limit: 5 } })).toEqual([])
  })
})

describe('hole depth by process', () => {
  const hole = (depth: number) => ({ features: [feature({ kind: 'hole', diameter: 3, depth })] })
  it('Ø3 × 15 (5×Ø) is beyond a twist drill (4×) but within a deep-hole drill (10×)', () => {
    expect(judge('drill-depth', hole(15))[0]).toMatchObject({ measured: 5, limit: 4, severity: 'info' })
    expect(judge('deep-hole', hole(15))).toEqual([])
  })
  it('Ø3 × 60 (20×Ø) needs a gun drill; Ø3 × 9 (3×Ø) is a plain drilled hole', () => {
    expect(judge('deep-hole', hole(60))[0]).toMatchObject({ measured: 20, limit: 10, severity: 'review' })
    expect(judge('drill-depth', hole(9))).toEqual([])
  })
  it('a shop with gun drills up to 25×Ø clears Ø3 × 60', () => {
    expect(judge('deep-hole', hole(60), { setting: { limit: 25 } })).toEqual([])
  })
})

describe('tapped depth', () => {
  const thread = (depth: number) => ({
    features: [feature({ kind: 'thread', diameter: 5, thread: 'M6', depth })],
  })
  it('M6 tapped 24 deep is 4× its nominal Ø (over 3×); 12 deep (2×) passes', () => {
    expect(judge('tapped-depth', thread(24))[0]).toMatchObject({ measured: 4, limit: 3, params: { diameter: 6 } })
    expect(judge('tapped-depth', thread(12))).toEqual([])
  })
  it('a limit of 4.5× clears it', () => {
    expect(judge('tapped-depth', thread(24), { setting: { limit: 4.5 } })).toEqual([])
  })
})

describe('hole diameter', () => {
  const hole = (diameter: number) => ({ features: [feature({ kind: 'hole', diameter, depth: 2 })] })
  it('Ø0.8 is below the Ø1 minimum; Ø2.5 passes; a Ø0.5 minimum clears Ø0.8', () => {
    expect(judge('hole-min-diameter', hole(0.8))[0]).toMatchObject({ measured: 0.8, limit: 1 })
    expect(judge('hole-min-diameter', hole(2.5))).toEqual([])
    expect(judge('hole-min-diameter', hole(0.8), { setting: { limit: 0.5 } })).toEqual([])
  })
  it('Ø7.3 has no drill in the library (the nearest is Ø6.8); Ø6.6 has one', () => {
    expect(judge('hole-nonstandard', hole(7.3))[0]).toMatchObject({ measured: 7.3, params: { nearest: 6.8 } })
    expect(judge('hole-nonstandard', hole(6.6))).toEqual([])
  })
  it('judging only holes up to Ø6 leaves Ø7.3 to interpolation', () => {
    expect(judge('hole-nonstandard', hole(7.3), { setting: { limit: 6 } })).toEqual([])
  })
})

describe('tool access', () => {
  const compound = { features: [feature({ kind: 'hole', diameter: 5, depth: 5, access: [[0.6, 0.6, -0.5292]] })] }
  const undercut = { features: [feature({ kind: 'groove', access: [] })] }
  it('an undercut (no approach direction) is reached by no machine', () => {
    expect(judge('tool-access', undercut)[0]).toMatchObject({ rule: 'tool-access', faces: [7, 8, 9] })
  })
  it('a compound angle is reached by the 5-axis mill, not by 3-axis mills alone', () => {
    const libraries = defaultLibraryOptions()
    expect(judge('tool-access', compound)).toEqual([])
    const threeAxis = { ...libraries, equipment: libraries.equipment.filter((e) => e.type === 'vmc3') }
    expect(judge('tool-access', compound, { libraries: threeAxis })).toHaveLength(1)
  })
})

describe('depth from one side', () => {
  const pocket = (depth: number, access: [number, number, number][] = [[0, 0, -1]]) => ({
    features: [feature({ kind: 'pocket', depth, width: 40, cornerRadius: 20, access })],
  })
  it('a pocket 60 mm deep is beyond the 50 mm reach; 40 mm passes', () => {
    expect(judge('one-side-depth', pocket(60))[0]).toMatchObject({ measured: 60, limit: 50 })
    expect(judge('one-side-depth', pocket(40))).toEqual([])
  })
  it('open on both sides it is cut 30 mm from each', () => {
    expect(
      judge(
        'one-side-depth',
        pocket(60, [
          [0, 0, -1],
          [0, 0, 1],
        ]),
      ),
    ).toEqual([])
  })
  it('long-reach tools to 80 mm clear it', () => {
    expect(judge('one-side-depth', pocket(60), { setting: { limit: 80 } })).toEqual([])
  })
})

describe('the part against the largest enabled machine', () => {
  const long: Partial<GeometryReport> = {
    bbox: { min: [0, 0, 0], max: [900, 100, 100], size: { x: 900, y: 100, z: 100 } },
  }
  const libraries = defaultLibraryOptions()
  const vmcOnly = { ...libraries, equipment: libraries.equipment.filter((e) => e.code === 'EQ-VMC3') }
  it('900 mm is beyond the VMC850 (850 × 500 × 500) when it is the only machine', () => {
    expect(judge('envelope', { ...long }, { libraries: vmcOnly })[0]).toMatchObject({
      measured: 900,
      limit: 850,
      params: { machine: 'EQ-VMC3', envelope: '850 × 500 × 500' },
    })
  })
  it('the gantry (2000 × 1600 × 800) enabled takes it', () => {
    expect(judge('envelope', { ...long })).toEqual([])
  })
  it('as a block the shop cannot make it refuses the instant price', () => {
    expect(judge('envelope', { ...long }, { libraries: vmcOnly, setting: { severity: 'block' } })[0]!.severity).toBe(
      'block',
    )
  })
})
