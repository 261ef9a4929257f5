import type { LengthUnit } from './types.ts'

// occt already converts STEP/IGES to mm; these readers only report what the file was drawn in, so
// the UI can say "inch part" and a mismatched drawing stands out.

const decoder = new TextDecoder('latin1')

/**
 * Length unit declared by a STEP file's LENGTH_UNIT entities; 'mm' when absent. A conversion-based
 * unit (INCH) wins: the SI unit next to it is only the base its conversion factor refers to.
 */
export function stepLengthUnit(bytes: Uint8Array): LengthUnit {
  const text = decoder.decode(bytes)
  // Split on ';' (linear time) rather than one regex over the file: nested parentheses made a
  // single pattern backtrack for minutes on large AP203 files.
  const entities = text
    .split(';')
    .filter((e) => /LENGTH_UNIT\s*\(\s*\)/i.test(e))
    .map((e) => e.toUpperCase())
  for (const entity of entities) {
    const name = /CONVERSION_BASED_UNIT\s*\(\s*'([^']*)'/.exec(entity)?.[1]?.trim()
    if (name === undefined) continue
    if (name.startsWith('INCH')) return 'inch'
    if (/^(FOOT|FEET)/.test(name)) return 'ft'
  }
  for (const entity of entities) {
    const si = /SI_UNIT\s*\(\s*(\.[A-Z]+\.|\$)\s*,\s*\.METRE\.\s*\)/.exec(entity)?.[1]
    if (si === undefined) continue
    return si === '.CENTI.' ? 'cm' : si === '.MICRO.' ? 'um' : si === '$' ? 'm' : 'mm'
  }
  return 'mm'
}

// IGES 5.3 global section, parameter 14 "units flag".
const IGES_UNIT_FLAGS: Record<number, LengthUnit> = { 1: 'inch', 2: 'mm', 4: 'ft', 6: 'm', 9: 'um', 10: 'cm' }

/** Splits the IGES global section, honouring Hollerith strings (`4HINCH`) that may contain delimiters. */
function splitIgesGlobal(global: string): string[] {
  let param = ','
  let record = ';'
  let pos = 0
  // Parameters 1 and 2 may redefine the delimiters themselves ("1H,,1H;,").
  if (global.startsWith('1H')) param = global[2] ?? ','
  const fields: string[] = []
  let current = ''
  while (pos < global.length) {
    const holl = /^(\d+)H/.exec(global.slice(pos))
    if (holl && current.trim() === '') {
      const n = Number(holl[1])
      current = global.slice(pos + holl[0].length, pos + holl[0].length + n)
      pos += holl[0].length + n
      continue
    }
    const ch = global[pos] as string
    if (ch === param || ch === record) {
      fields.push(current.trim())
      if (fields.length === 2 && fields[1]) record = fields[1]
      current = ''
      if (ch === record && fields.length > 2) break
    } else {
      current += ch
    }
    pos++
  }
  return fields
}

/** Length unit declared in an IGES global section; 'inch' is the IGES default when unreadable. */
export function igesLengthUnit(bytes: Uint8Array): LengthUnit {
  const lines = decoder.decode(bytes).split(/\r?\n/)
  const global = lines
    .filter((l) => l.length >= 73 && l[72] === 'G')
    .map((l) => l.slice(0, 72))
    .join('')
  const fields = splitIgesGlobal(global)
  const flag = Number(fields[13])
  const name = (fields[14] ?? '').toUpperCase()
  if (flag === 3) {
    if (name.startsWith('MM')) return 'mm'
    if (name.startsWith('IN')) return 'inch'
  }
  return IGES_UNIT_FLAGS[flag] ?? 'inch'
}
