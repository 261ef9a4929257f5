import { describe, expect, it } from 'vitest'
import { parseObj } from '../../../../src/features/preview-3d/worker/parse-obj.ts'
import { parseStl } from '../../../../src/features/preview-3d/worker/parse-stl.ts'

const bytes = (text: string) => new TextEncoder().encode(text).buffer

describe('parseObj', () => {
  it('fans a quad into two triangles, with negative indices counted from the last vertex', () => {
    const { positions } = parseObj(bytes('v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf -4 -3 -2 -1\n'))
    expect(Array.from(positions)).toEqual([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0])
  })

  it('keeps every coordinate of a file bigger than the first buffer', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `v ${i} ${i + 0.5} ${-i}\nv ${i} 1 0\nv 0 ${i} 1\nf -3 -2 -1`)
    const { positions } = parseObj(bytes(rows.join('\n')))
    expect(positions.length).toBe(3000 * 9)
    expect(Array.from(positions.slice(-9))).toEqual([2999, 2999.5, -2999, 2999, 1, 0, 0, 2999, 1])
  })

  it('names the line of a face that refers to a missing vertex', () => {
    expect(() => parseObj(bytes('v 0 0 0\nv 1 0 0\nf 1 2 3\n'))).toThrow('line 3: face refers to a missing vertex (3)')
  })
})

describe('parseStl (ASCII)', () => {
  const facet = (z: string) =>
    `facet normal 0 0 1\nouter loop\nvertex 0 0 ${z}\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\n`

  it('reads the vertices of each facet', () => {
    const { positions } = parseStl(bytes(`solid part\n${facet('0')}${facet('2.5')}endsolid part\n`))
    expect(Array.from(positions)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2.5, 1, 0, 0, 0, 1, 0])
  })

  it('refuses a non-numeric coordinate', () => {
    expect(() => parseStl(bytes(`solid part\n${facet('abc')}endsolid\n`))).toThrow('non-numeric coordinate')
  })
})
