import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

// Reads what the element sources really do, so the tests can hold the docs against it.

export const ROOT = resolve(import.meta.dirname, '../../..')
export const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8')
const rel = (file: string) => relative(ROOT, file)

const STATIC = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/g
const DYNAMIC = /import\(\s*'(\.[^']+)'\s*\)/g

function importsOf(file: string, dynamic: boolean): string[] {
  const src = read(file)
  const specs = [...src.matchAll(STATIC), ...(dynamic ? src.matchAll(DYNAMIC) : [])].map((m) => m[1]!)
  return specs
    .map((s) => rel(resolve(ROOT, dirname(file), s)))
    .filter((f) => /\.tsx?$/.test(f) && existsSync(resolve(ROOT, f)))
}

/**
 * Source files an entry reaches: through static imports only, or through lazy `import()` too (all
 * of them, or those made by the files `dynamic` picks).
 */
export function reachable(entry: string, dynamic: boolean | ((file: string) => boolean)): Set<string> {
  const seen = new Set([entry])
  const todo = [entry]
  while (todo.length) {
    const file = todo.pop()!
    for (const next of importsOf(file, typeof dynamic === 'function' ? dynamic(file) : dynamic)) {
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(next)
    }
  }
  return seen
}

/** `emit(host, 'name', …)`: the component was handed the element it sends from. */
export const SENT_TO_HOST = /\bemit\(\s*host\s*,\s*'([\w-]+)'/g
/** `useEmit()` then `emit('name', …)` (or through a ref): sends from the element it renders in. */
export const SENT_IN_CONTEXT = /\b(?:emit|emitRef\.current)\(\s*'([\w-]+)'/g

/**
 * Files whose events ElementRoot sends only with its `app` prop: "App elements show toasts and
 * session events; viewers do not" (element-root.tsx).
 */
const APP_ONLY = new Set(['src/app/element-root.tsx', 'src/app/toast-outlet.tsx'])
const RENDERS_APP_ROOT = /<ElementRoot\b[^>]*\sapp[\s>]/

/** The element roots: what they load lazily (a viewer's stage) still gets their host as a prop. */
const ELEMENT_ROOT = /^src\/app\/roots\//

/**
 * Events an element can dispatch. A host handed down as a prop comes from the element's own root,
 * whose imports (static, or lazy from the root itself) reach the component; lazy pages get none
 * (the preview pages pass `host={null}`), so only `useEmit()` senders count behind their imports.
 */
export function eventsSentBy(elementFile: string): Set<string> {
  const eager = reachable(elementFile, false)
  const fromRoot = reachable(elementFile, (file) => ELEMENT_ROOT.test(file))
  const app = [...eager].some((f) => RENDERS_APP_ROOT.test(read(f)))
  const names = new Set<string>()
  for (const file of reachable(elementFile, true)) {
    for (const m of read(file).matchAll(SENT_IN_CONTEXT)) names.add(m[1]!)
    if (!fromRoot.has(file) || (APP_ONLY.has(file) && !app)) continue
    for (const m of read(file).matchAll(SENT_TO_HOST)) names.add(m[1]!)
  }
  return names
}

/** The keys of `QuoteEventMap` in src/lib/events.ts: every public event. */
export function eventMapNames(): string[] {
  const body = /interface QuoteEventMap \{([\s\S]*?)\n\}/.exec(read('src/lib/events.ts'))![1]!
  // Only the interface's own members (two spaces in), not the fields of a multi-line detail type.
  return [...body.matchAll(/^ {2}'?([\w-]+)'?:/gm)].map((m) => m[1]!)
}
