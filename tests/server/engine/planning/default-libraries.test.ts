import { describe, expect, it } from 'vitest'
import { craftInput, equipmentInput, toolInput } from '../../../../contract/process-library.ts'
import {
  DEFAULT_CRAFTS,
  DEFAULT_EQUIPMENT,
  DEFAULT_TOOLS,
  TAP_DRILLS,
} from '../../../../server/engine/planning/default-libraries.ts'
import { STAGE_SEQ_RANGES } from '../../../../server/engine/planning/stage-ranges.ts'

const unique = (codes: string[]) => new Set(codes).size === codes.length

describe('default process libraries', () => {
  it('every row is valid input for its library and codes are unique', () => {
    for (const c of DEFAULT_CRAFTS) expect(craftInput.safeParse(c).success, c.code).toBe(true)
    for (const e of DEFAULT_EQUIPMENT) expect(equipmentInput.safeParse(e).success, e.code).toBe(true)
    for (const t of DEFAULT_TOOLS) expect(toolInput.safeParse(t).success, t.code).toBe(true)
    expect(unique(DEFAULT_CRAFTS.map((c) => c.code))).toBe(true)
    expect(unique(DEFAULT_EQUIPMENT.map((e) => e.code))).toBe(true)
    expect(unique(DEFAULT_TOOLS.map((t) => t.code))).toBe(true)
  })

  it('every craft can be served: a machine of each kind it names and a tool of each type', () => {
    const kinds = new Set(DEFAULT_EQUIPMENT.map((e) => e.type))
    const toolTypes = new Set(DEFAULT_TOOLS.map((t) => t.type))
    for (const c of DEFAULT_CRAFTS) {
      for (const k of c.equipmentTypes) expect(kinds.has(k), `${c.code} ${k}`).toBe(true)
      for (const t of c.toolTypes) expect(toolTypes.has(t), `${c.code} ${t}`).toBe(true)
    }
  })

  it('each default craft sits inside its stage range', () => {
    for (const c of DEFAULT_CRAFTS) {
      const range = STAGE_SEQ_RANGES[c.stage]
      expect(c.seq >= range[0] && c.seq <= range[1], c.code).toBe(true)
    }
  })

  it('holds a tap drill and both tap forms for every thread M3–M20, and the default machine rates', () => {
    const codes = new Set(DEFAULT_TOOLS.map((t) => t.code))
    for (const [m, d] of Object.entries(TAP_DRILLS)) {
      expect(codes.has(`T-DR-${d.toFixed(1)}`), m).toBe(true)
      expect(codes.has(`T-TAP-${m}-SF`) && codes.has(`T-TAP-${m}-SP`), m).toBe(true)
    }
    const rate = (code: string) => DEFAULT_EQUIPMENT.find((e) => e.code === code)?.hourlyRate
    expect([rate('EQ-VMC3'), rate('EQ-VMC5'), rate('EQ-LATHE'), rate('EQ-GRIND-C')]).toEqual([100, 300, 80, 95])
    const vmc = DEFAULT_EQUIPMENT.find((e) => e.code === 'EQ-VMC3')!
    expect([vmc.travelX, vmc.travelY, vmc.travelZ]).toEqual([850, 500, 500])
  })
})
