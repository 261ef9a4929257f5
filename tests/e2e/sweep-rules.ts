import { readdirSync, readFileSync } from 'node:fs'
import type { ShownText } from './sweep-page.ts'

// The words a finished screen never shows: what each is, and the few allowed exceptions with why.

type Locale = 'zh-CN' | 'en'

/** Every key of every catalogue in locales/: shown as it is, a key is a missing translation. */
const CATALOGUE_KEYS: ReadonlySet<string> = (() => {
  const keys = new Set<string>()
  const add = (tree: unknown, prefix: string) => {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${k}` : k
      if (v && typeof v === 'object') add(v, key)
      else if (key.includes('.')) keys.add(key)
    }
  }
  const dir = new URL('../../locales/', import.meta.url)
  add(JSON.parse(readFileSync(new URL('en.json', dir), 'utf8')), '')
  for (const sub of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()))
    add(JSON.parse(readFileSync(new URL(`${sub.name}/en.json`, dir), 'utf8')), '')
  return keys
})()

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** File names, addresses and paths (/quote-order/manage) are named by people or the file system, in any script. */
const NAMES =
  /\S+\.(?:step|stp|stl|igs|iges|obj|pdf|dxf|dwg|png|jpe?g|x_t|sldprt)\b|\S+@\S+|https?:\/\/\S+|(?<![\w/])\/[\w\-/]+/gi

/**
 * A Chinese screen shows codes in capitals by design: part and material numbers (AL6061, SUS304),
 * library codes (CR-POCKET), file formats (STEP, XLSX) and standards (ISO 2768, Ra). What it must not
 * show is English: a lowercase word (a machine key such as prismatic or vmc5, or prose) or a
 * capitalised one (Copyright). These few are written so in Chinese text too.
 */
// max() is the formulas' notation of the larger of two amounts, as in Chinese textbooks.
const LATIN_ON_ZH = new Set(['mm', 'cm', 'dm', 'kg', 'min', 'pcs', 'WebP', 'max'])
const ENGLISH_WORD = /\b(?:[a-z]{3,}|[A-Z][a-z]{2,}[A-Za-z]*)\b/g

/** Everything wrong with one shown text on a `locale` screen; empty when it reads as finished. */
function wordProblems(shown: ShownText, locale: Locale, userWords: readonly string[]): string[] {
  const problems: string[] = []
  const text = shown.text
  if (CATALOGUE_KEYS.has(text)) problems.push('an i18n key')
  if (/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) problems.push('a raw ISO timestamp')
  if (/[{[]\s*"[^"]*"\s*:|\[\s*\[|\{\s*"/.test(text)) problems.push('JSON')
  // User data, or a text marked as written in another language (a language's own name).
  if (shown.userData || (shown.lang && shown.lang !== locale)) return problems
  const words = userWords.reduce((rest, name) => rest.replaceAll(name, ' '), text).replace(NAMES, ' ')
  const camel = words.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/)
  if (camel) problems.push(`a camelCase identifier (${camel[0]})`)
  const snake = words.match(/\b[a-z0-9]+_[a-z0-9_]+\b/i)
  if (snake) problems.push(`a snake_case identifier (${snake[0]})`)
  if (locale === 'en' && CJK.test(words)) problems.push('Chinese on an English screen')
  if (locale === 'zh-CN') {
    const latin = (words.match(ENGLISH_WORD) ?? []).filter((w) => !LATIN_ON_ZH.has(w))
    if (latin.length) problems.push(`Latin words on a Chinese screen (${latin.join(' ')})`)
  }
  return problems
}

/**
 * The problems of a screen's words. A user's words the screen marks somewhere (a part's name) are
 * user data wherever else they appear, such as inside an assistant's sentence about that part.
 */
export function screenWordProblems(texts: readonly ShownText[], locale: Locale): string[] {
  const userWords = [...new Set(texts.filter((t) => t.userData).map((t) => t.text))].sort((a, b) => b.length - a.length)
  return texts.flatMap((t) => wordProblems(t, locale, userWords).map((p) => `${p}: "${t.text}" in ${t.where}`))
}

/**
 * Defects the sweep found that are not fixed yet. Each names the defect and matches only its own
 * problem line, so any other defect on the same screen still fails the sweep; an entry is deleted
 * with the fix that closes it.
 */
export const OPEN_DEFECTS: { defect: string; problem: RegExp }[] = []
export const openDefect = (problem: string) => OPEN_DEFECTS.some((d) => d.problem.test(problem))
