import { beforeAll, describe, expect, it } from 'vitest'
import type { DfmRuleId, DfmRuleSetting } from '../../../../contract/dfm.ts'
import {
  analyzeModel,
  defaultLibraryOptions,
  defaultQuoteConfig,
  dfmFindings,
  priceQuote,
  type GeometryReport,
} from '../../../../server/engine/index.ts'
import { fixture } from '../support/fixtures.ts'

// Parts made with FreeCAD (scripts/fixtures/make-dfm-parts.py), in pairs: one breaking a rule, one
// passing it. Every expected number is a construction value of that script (values.json) or follows
// from it by hand: a pocket 20 deep wants R ≥ 20 / 3 = 6.67; the smallest end mill is Ø4 (R2).
const VALUES = JSON.parse(new TextDecoder().decode(fixture('3d/dfm/values.json'))) as Record<string, unknown>
const parts = new Map<string, GeometryReport>()

beforeAll(async () => {
  for (const name of Object.keys(VALUES))
    parts.set(name, await analyzeModel(fixture(`3d/dfm/${name}.step`), { fileName: `${name}.step` }))
}, 120_000)

function findings(name: string, change: Partial<Record<DfmRuleId, Partial<DfmRuleSetting>>> = {}) {
  const config = defaultQuoteConfig()
  for (const [id, setting] of Object.entries(change))
    config.dfm.rules[id as DfmRuleId] = { ...config.dfm.rules[id as DfmRuleId]!, ...setting }
  return dfmFindings({
    geometry: parts.get(name)!,
    materialClass: 'Al',
    libraries: defaultLibraryOptions(),
    section: config.dfm,
  })
}
const rules = (name: string, change = {}) => findings(name, change).map((f) => f.rule)

describe('a pocket 20 deep', () => {
  it('with sharp corners breaks R ≥ depth / 3 and the Ø4 end mill, naming the pocket’s faces', () => {
    const pocket = parts.get('sharp-pocket')!.features!.find((f) => f.kind === 'pocket')!
    const [depth, tool] = findings('sharp-pocket')
    expect(depth).toMatchObject({ rule: 'corner-radius-depth', measured: 0, limit: 6.67, features: [pocket.id] })
    expect(depth!.faces).toEqual(pocket.faces)
    expect(tool).toMatchObject({ rule: 'corner-radius-tool', severity: 'review', measured: 0, limit: 2 })
  })
  it('with R7 corners passes both', () => {
    expect(rules('rounded-pocket')).toEqual([])
  })
  it('R ≥ depth / 2 asked by the shop makes R7 too small (20 / 2 = 10)', () => {
    expect(findings('rounded-pocket', { 'corner-radius-depth': { limit: 2 } })[0]).toMatchObject({
      measured: 7,
      limit: 10,
    })
  })
})

describe('a wall 15 high', () => {
  it('0.5 thick is measured 0.5 at its faces, below 0.8, and 30× its thickness', () => {
    const found = findings('thin-wall')
    const thin = found.find((f) => f.rule === 'wall-thickness')!
    expect(thin.measured).toBeCloseTo(0.5, 2)
    expect(thin.faces).toHaveLength(2)
    expect(found.find((f) => f.rule === 'wall-height')).toMatchObject({ measured: 30, limit: 8 })
  })
  it('3 thick passes both (15 / 3 = 5×)', () => {
    expect(rules('thick-wall')).not.toContain('wall-thickness')
    expect(rules('thick-wall')).not.toContain('wall-height')
  })
  it('a 0.4 mm minimum for aluminium clears the 0.5 mm wall', () => {
    expect(rules('thin-wall', { 'wall-thickness': { Al: 0.4 } })).not.toContain('wall-thickness')
  })
})

describe('a Ø3 hole', () => {
  it('60 deep (20×Ø) is beyond both the twist drill (4×) and the deep-hole drill (10×)', () => {
    const found = findings('deep-hole')
    expect(found.map((f) => [f.rule, f.measured])).toEqual([
      ['drill-depth', 20],
      ['deep-hole', 20],
    ])
  })
  it('9 deep (3×Ø) passes; gun drills to 25×Ø clear the deep one', () => {
    expect(rules('shallow-hole')).toEqual([])
    expect(rules('deep-hole', { 'deep-hole': { limit: 25 } })).toEqual(['drill-depth'])
  })
})

describe('a through hole', () => {
  it('Ø7.3 has no drill (nearest Ø6.8); Ø6.6 has one; switched off, Ø7.3 passes', () => {
    expect(findings('odd-hole')).toMatchObject([{ rule: 'hole-nonstandard', measured: 7.3, params: { nearest: 6.8 } }])
    expect(rules('standard-hole')).toEqual([])
    expect(rules('odd-hole', { 'hole-nonstandard': { severity: 'off' } })).toEqual([])
  })
})

describe('the quote', () => {
  const quote = (severity: DfmRuleSetting['severity']) => {
    const config = defaultQuoteConfig()
    config.dfm.rules['corner-radius-tool'] = { ...config.dfm.rules['corner-radius-tool']!, severity }
    return priceQuote({ geometry: parts.get('sharp-pocket')! }, config, defaultLibraryOptions())
  }
  it('carries the findings; a review one holds the price for a person', () => {
    const q = quote('review')
    expect(q.priced).toBe(true)
    expect(q.dfm?.map((f) => f.rule)).toEqual(['corner-radius-depth', 'corner-radius-tool'])
    expect(q.reviewFlags).toContainEqual({ code: 'dfm', params: { rule: 'corner-radius-tool', count: 1 } })
    expect(q.complete).toBe(false)
  })
  it('shown only, it adds no flag; a block one gives no instant price and says why', () => {
    expect(quote('info').reviewFlags.filter((f) => f.code.startsWith('dfm'))).toEqual([])
    const blocked = quote('block')
    expect(blocked).toMatchObject({ priced: false, unitPrice: null, total: null })
    expect(blocked.reviewFlags).toContainEqual({ code: 'dfm-block', params: { rule: 'corner-radius-tool', count: 1 } })
  })
})
