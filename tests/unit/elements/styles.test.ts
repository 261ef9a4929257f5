import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { read, ROOT } from './sources.ts'

// Each CSS file sits beside what it styles, and src/elements/styles.ts joins them into the one
// stylesheet every shadow root adopts: a file it does not import styles nothing. A lazily loaded
// screen's CSS joins the same sheet when its chunk arrives, through a module that hands it to
// addLazyCss (src/lib/lazy-css.ts).

const sources = readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).map((f) => `src/${f}`)
const cssFiles = sources.filter((f) => f.endsWith('.css'))
const inlineImports = (file: string) =>
  [...read(file).matchAll(/from '(\.[^']+\.css)\?inline'/g)].map((m) =>
    relative(ROOT, resolve(ROOT, file, '..', m[1]!)),
  )
const lazyModules = sources.filter(
  (f) => /\.tsx?$/.test(f) && /addLazyCss\(/.test(read(f)) && /\.css\?inline'/.test(read(f)),
)
const joined = ['src/elements/styles.ts', ...lazyModules].flatMap(inlineImports)

describe('the shared stylesheet', () => {
  it('joins every CSS file of the bundle, once', () => {
    expect(cssFiles.length).toBeGreaterThan(0)
    expect([...joined].sort()).toEqual([...new Set(cssFiles)].sort())
  })

  it('has the rules of a lazily loaded feature in before any of its components renders', () => {
    // The app and the elements reach a feature through its components; each one they import from a
    // feature whose CSS travels with its chunk imports that feature's styles module, or the first
    // visit to a screen would show it unstyled.
    const lazyFeatures = lazyModules.flatMap((f) => /^src\/features\/([^/]+)\/styles\.ts$/.exec(f)?.slice(1) ?? [])
    expect(lazyFeatures.length).toBeGreaterThan(0)
    const unstyled: string[] = []
    for (const file of sources.filter((f) => /^src\/(app|elements)\/.*\.tsx?$/.test(f))) {
      for (const [, spec] of read(file).matchAll(/(?:from |import\()\s*'(\.[^']+\.tsx)'/g)) {
        const target = relative(ROOT, resolve(ROOT, file, '..', spec!))
        const feature = /^src\/features\/([^/]+)\/components\//.exec(target)?.[1]
        if (feature && lazyFeatures.includes(feature) && !read(target).includes("import '../styles.ts'"))
          unstyled.push(`${file} renders ${target}`)
      }
    }
    expect(unstyled).toEqual([])
  })

  it('is the only place that imports CSS', () => {
    // A component importing its CSS would inject it into the host page, outside the shadow roots.
    const importers = sources.filter(
      (f) =>
        /\.tsx?$/.test(f) && f !== 'src/elements/styles.ts' && !lazyModules.includes(f) && /\.css['?]/.test(read(f)),
    )
    expect(importers).toEqual([])
  })
})
