import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import * as analyzer from '@custom-elements-manifest/analyzer'
import { describe, expect, it } from 'vitest'
import { ELEMENT_ATTRIBUTES } from '../../../src/app/roots/element-attributes.ts'
import { attributeName } from '../../../src/lib/attribute-spec.ts'
import { readDocs, readmeWithAttributes, withAttributes } from '../../../scripts/element-docs.mjs'
import { eventMapNames, eventsSentBy, read, reachable, ROOT, SENT_IN_CONTEXT, SENT_TO_HOST } from './sources.ts'

// The manifest (dist/custom-elements.json) is generated from the elements' JSDoc by the same
// analyzer and filled with the attributes of their one declaration (element-attributes.ts) by the
// same code as the build, so these tests hold the published API against what the code really does.

const ELEMENT_FILES = readdirSync(resolve(ROOT, 'src/elements'))
  .filter((f) => f.endsWith('.ts') && f !== 'define.ts' && f !== 'styles.ts')
  .map((f) => `src/elements/${f}`)

// The package's typings omit its programmatic API; `ts` is its own TypeScript, so the parse matches the CLI's.
const { create, ts } = analyzer as unknown as {
  create(options: { modules: unknown[] }): { modules: { declarations?: Declaration[] }[] }
  ts: typeof import('typescript')
}

interface Declaration {
  tagName?: string
  description?: string
  events?: { name: string; description?: string }[]
  attributes?: { name: string; description?: string }[]
  members?: { kind: string; name: string; privacy?: string; description?: string }[]
}

const docs = readDocs(ROOT)
const tagOf = (file: string) => /@tag ([\w-]+)/.exec(read(file))![1]! as keyof typeof ELEMENT_ATTRIBUTES

const declarations = new Map<string, Declaration>(
  ELEMENT_FILES.map((file) => {
    const module = ts.createSourceFile(file, read(file), ts.ScriptTarget.ES2022, true)
    const manifest = withAttributes(create({ modules: [module] }), ELEMENT_ATTRIBUTES, docs)
    const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName)
    return [file, element!]
  }),
)

describe('the element docs (custom-elements.json)', () => {
  it('cover the five elements', () => {
    expect([...declarations.values()].map((d) => d.tagName).sort()).toEqual([
      'ai-quote',
      'drawing-preview',
      'model-preview',
      'process-assistant',
      'quote-app',
    ])
  })

  it.each(ELEMENT_FILES)('%s documents exactly the events it can send', (file) => {
    const documented = (declarations.get(file)!.events ?? []).map((e) => e.name).sort()
    expect(documented).toEqual([...eventsSentBy(file)].sort())
  })

  it.each(ELEMENT_FILES)('%s hands r2wc the attributes declared for its tag', (file) => {
    const tag = tagOf(file)
    expect(read(file)).toMatch(new RegExp(`reactElement\\(\\s*\\w+,\\s*'${tag}',?\\s*\\)`))
    const documented = (declarations.get(file)!.attributes ?? []).map((a) => a.name)
    expect(documented).toEqual(Object.keys(ELEMENT_ATTRIBUTES[tag]).map(attributeName))
  })

  it.each(ELEMENT_FILES)('%s declares only attributes its root reads', (file) => {
    // The root and the frames it renders, not the declaration itself.
    const sources = [...reachable(file, false)]
      .filter((f) => f.startsWith('src/app/') && !f.endsWith('element-attributes.ts'))
      .map(read)
      .join('\n')
    const unread = Object.keys(ELEMENT_ATTRIBUTES[tagOf(file)]).filter(
      (property) => !new RegExp(`\\b${property}\\b`).test(sources),
    )
    expect(unread).toEqual([])
  })

  it("list every element's attributes in the README as the declaration has them (npm run build writes it)", async () => {
    expect(await readmeWithAttributes(ROOT, ELEMENT_ATTRIBUTES, docs)).toBe(read('README.md'))
  })

  it('describe every event, attribute and public method', () => {
    const undescribed = [...declarations.values()].flatMap((d) => [
      ...(d.events ?? []).filter((e) => !e.description).map((e) => `${d.tagName} event ${e.name}`),
      ...(d.attributes ?? []).filter((a) => !a.description).map((a) => `${d.tagName} attribute ${a.name}`),
      ...(d.members ?? [])
        .filter((m) => m.kind === 'method' && m.privacy !== 'private' && !m.description)
        .map((m) => `${d.tagName} ${m.name}()`),
    ])
    expect(undescribed).toEqual([])
  })

  it('name only events of the event map, and every event of the map', () => {
    const documented = new Set([...declarations.values()].flatMap((d) => (d.events ?? []).map((e) => e.name)))
    expect([...documented].sort()).toEqual(eventMapNames().sort())
  })

  it('are checked against every call that sends an event', () => {
    // A sender written another way would be invisible to eventsSentBy: fail instead.
    const files = readdirSync(resolve(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => `src/${f}`)
      .filter((f) => f !== 'src/lib/events.ts' && f !== 'src/app/host-context.ts')
    const unread = files.flatMap((file) => {
      const src = read(file)
      const calls = src.match(/\b(?:emit|emitRef\.current)\(/g)?.length ?? 0
      const understood = [...src.matchAll(SENT_TO_HOST), ...src.matchAll(SENT_IN_CONTEXT)].length
      return calls === understood ? [] : [file]
    })
    expect(unread).toEqual([])
  })
})
