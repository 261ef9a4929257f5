import { describe, expect, it } from 'vitest'
import { parallelChunkLoads } from '../../../scripts/parallel-chunk-loads.ts'

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; code: string }

const chunk = (fileName: string, imports: string[], code = '', isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code,
})

/** A build as the bundler hands it over: an entry, its first load, a big viewer and a small screen. */
function build() {
  const chunks = [
    chunk('quote-elements.js', ['chunks/first-load.js'], 'import{a}from"./chunks/first-load.js";a()', true),
    chunk('chunks/first-load.js', ['chunks/runtime.js'], 'x=()=>import(`./viewer.js`);y=()=>import(`./screen.js`)'),
    chunk('chunks/runtime.js', []),
    chunk('chunks/viewer.js', ['chunks/first-load.js', 'chunks/three.js', 'chunks/colour.js'], 'v'.repeat(100_000)),
    chunk('chunks/three.js', ['chunks/runtime.js']),
    chunk('chunks/colour.js', []),
    chunk('chunks/screen.js', ['chunks/first-load.js', 'chunks/button.js'], 'z=()=>import(`./dialog.js`)'),
    chunk('chunks/button.js', []),
    chunk('chunks/dialog.js', ['chunks/button.js', 'chunks/dialog-base.js']),
    chunk('chunks/dialog-base.js', []),
  ]
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]))
}

function run(bundle: Record<string, Chunk>) {
  const hook = parallelChunkLoads().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void
  hook.call({}, {}, bundle)
  return bundle
}

describe('parallel chunk loads', () => {
  it('has the entry request its whole first load at once', () => {
    const { 'quote-elements.js': entry } = run(build())
    expect(entry!.code).toBe('import"./chunks/runtime.js";import{a}from"./chunks/first-load.js";a()')
  })

  it("starts a big chunk's dependencies beside it from the first load, and leaves a small screen's import", () => {
    const firstLoad = run(build())['chunks/first-load.js']!.code
    expect(firstLoad).toContain(
      'x=()=>(import(`./three.js`).catch(()=>{}),import(`./colour.js`).catch(()=>{}),import(`./viewer.js`))',
    )
    expect(firstLoad).toContain('y=()=>import(`./screen.js`)')
  })

  it("starts a lazy chunk's dependencies beside it from another lazy chunk, whatever their size", () => {
    const screen = run(build())['chunks/screen.js']!.code
    expect(screen).toBe(
      'z=()=>(import(`./button.js`).catch(()=>{}),import(`./dialog-base.js`).catch(()=>{}),import(`./dialog.js`))',
    )
  })

  it('refuses a build with other than one entry', () => {
    const bundle = build()
    bundle['chunks/runtime.js']!.isEntry = true
    expect(() => run(bundle)).toThrow(/one entry/)
  })
})
