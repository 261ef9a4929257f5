import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect } from 'vitest'

// What every strings test checks the same way: the dotted keys of a locale tree, both languages
// holding the same non-empty ones, and the keys a feature's sources name.

/** Every leaf of a locale tree by its dotted key. */
export function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) for (const [k, v] of leaves(value, path)) out.set(k, v)
    else out.set(path, value)
  }
  return out
}

/** The parameters a message names: `{{name}}`, and the number of a plural block `{name, plural, …}`. */
export function parametersOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}|\{(\w+), plural,/g)].map((m) => (m[1] ?? m[2])!)),
  ].sort()
}

/** Both languages have the same keys, each a non-empty string naming the same parameters. */
export function expectParity(en: unknown, zhCN: unknown): void {
  expect([...leaves(en).keys()].sort()).toEqual([...leaves(zhCN).keys()].sort())
  for (const [key, value] of [...leaves(en), ...leaves(zhCN)])
    expect(typeof value === 'string' && value.trim(), key).toBeTruthy()
  const zh = leaves(zhCN)
  for (const [key, value] of leaves(en))
    expect(parametersOf(String(value)), key).toEqual(parametersOf(String(zh.get(key))))
}

/** The quoted `section.…` keys named in the .ts/.tsx files under `dir` (relative to the project). */
export function keysNamedIn(dir: string, section: string): Set<string> {
  const root = resolve(import.meta.dirname, '../../..', dir)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))
  const pattern = new RegExp(`'(${section}\\.[\\w.]+)'`, 'g')
  return new Set(files.flatMap((f) => [...readFileSync(resolve(root, f), 'utf8').matchAll(pattern)].map((m) => m[1]!)))
}
