import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { containsPattern } from '../../server/lib/like-pattern.ts'

const SERVER = join(import.meta.dirname, '../../server')

describe('containsPattern', () => {
  it('escapes LIKE’s wildcards and its escape character, so a keyword matches itself', () => {
    expect(containsPattern('abc')).toBe('%abc%')
    expect(containsPattern('%')).toBe('%\\%%')
    expect(containsPattern('a_b')).toBe('%a\\_b%')
    expect(containsPattern('C:\\dir')).toBe('%C:\\\\dir%')
    expect(containsPattern('100%_\\')).toBe('%100\\%\\_\\\\%')
  })

  it('is the only way a keyword becomes a pattern: no service builds one by hand', () => {
    const sources = readdirSync(SERVER, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))
    const handMade = sources.filter((f) => /like\([^)]*`%\$\{/.test(readFileSync(join(SERVER, f), 'utf8')))
    expect(handMade).toEqual([])
  })
})
