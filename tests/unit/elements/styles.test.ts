import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { read, ROOT } from './sources.ts'

// Each CSS file sits beside what it styles, and src/elements/styles.ts joins them into the one
// stylesheet every shadow root adopts: a file it does not import styles nothing.

const sources = readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).map((f) => `src/${f}`)
const cssFiles = sources.filter((f) => f.endsWith('.css'))
const joined = [...read('src/elements/styles.ts').matchAll(/from '(\.[^']+\.css)\?inline'/g)].map((m) =>
  relative(ROOT, resolve(ROOT, 'src/elements', m[1]!)),
)

describe('the shared stylesheet', () => {
  it('joins every CSS file of the bundle, once', () => {
    expect(cssFiles.length).toBeGreaterThan(0)
    expect([...joined].sort()).toEqual([...new Set(cssFiles)].sort())
  })

  it('is the only place that imports CSS', () => {
    // A component importing its CSS would inject it into the host page, outside the shadow roots.
    const importers = sources.filter(
      (f) => /\.tsx?$/.test(f) && f !== 'src/elements/styles.ts' && /\.css['?]/.test(read(f)),
    )
    expect(importers).toEqual([])
  })
})
