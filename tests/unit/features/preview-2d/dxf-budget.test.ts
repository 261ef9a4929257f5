import { describe, expect, it } from 'vitest'
import { countDxfRecords } from '../../../../src/features/preview-2d/lib/dxf-budget.ts'

const dxf = (lines: string[], eol = '\n') => new TextEncoder().encode(lines.join(eol) + eol)

describe('counting the records of a DXF before drawing it', () => {
  it('counts group-0 lines, with the spacing and line ends CAD programs write', () => {
    const lines = [
      '  0',
      'SECTION',
      '  2',
      'ENTITIES',
      '  0',
      'LINE',
      ' 10',
      '0',
      ' 20',
      '0',
      '  0',
      'ENDSEC',
      '  0',
      'EOF',
    ]
    expect(countDxfRecords(dxf(lines))).toBe(4)
    expect(countDxfRecords(dxf(lines, '\r\n'))).toBe(4)
  })

  it('never counts a value line that reads 0 (a zero coordinate)', () => {
    expect(countDxfRecords(dxf(['0', 'LINE', '10', '0', '20', '0', '30', '0']))).toBe(1)
  })

  it('counts a million entities in one pass', () => {
    const entity = '  0\nPOINT\n 10\n1.0\n 20\n2.0\n'
    const bytes = new TextEncoder().encode(entity.repeat(1_000_000))
    expect(countDxfRecords(bytes)).toBe(1_000_000)
  })
})
