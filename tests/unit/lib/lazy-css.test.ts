import { describe, expect, it } from 'vitest'
import { addLazyCss, watchLazyCss } from '../../../src/lib/lazy-css.ts'

describe('lazily loaded CSS', () => {
  it('reaches the stylesheet owner with what came before, then each addition once, in order', () => {
    addLazyCss('.early { color: red }')
    const seen: string[] = []
    watchLazyCss((css) => seen.push(css))
    expect(seen).toEqual([expect.stringContaining('.early { color: red }')])
    addLazyCss('.late { color: blue }')
    addLazyCss('.late { color: blue }')
    expect(seen).toHaveLength(2)
    expect(seen[1]!.indexOf('.early')).toBeLessThan(seen[1]!.indexOf('.late'))
    expect(seen[1]!.match(/\.late/g)).toHaveLength(1)
  })
})
