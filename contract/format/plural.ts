// English says "1 hole" and "3 holes"; a message picks the form with the ICU plural syntax, the
// subset both translators (the client's and the server's) need:
//   '{count, plural, one {# hole} other {# holes}}'  →  '1 hole' / '3 holes'
// `#` in the chosen branch is the number, written as the locale writes numbers. Chinese has one
// form, so its messages need none of this. Dependency-free: the server uses it too.

const START = /\{(\w+), plural,\s*/g

/** Chooses each plural block's branch for `params[name]`; a block without a number stays as it is. */
export function selectPlurals(message: string, params: Record<string, unknown>, locale: string): string {
  if (!message.includes(', plural,')) return message
  let out = ''
  let from = 0
  START.lastIndex = 0
  for (let m = START.exec(message); m; m = START.exec(message)) {
    const block = readBranches(message, START.lastIndex)
    if (!block) break
    const count = numberOf(params[m[1]!])
    out += message.slice(from, m.index)
    if (count !== undefined) {
      const form = block.branches.get(`=${count}`) ?? block.branches.get(rules(locale).select(count))
      const chosen = form ?? block.branches.get('other') ?? ''
      out += chosen.replaceAll('#', count.toLocaleString(locale))
    } else out += message.slice(m.index, block.end)
    from = block.end
    START.lastIndex = block.end
  }
  return out + message.slice(from)
}

/** Reads `one {…} other {…}}` from `at`: the branches and the index after the block's closing brace. */
function readBranches(message: string, at: number): { branches: Map<string, string>; end: number } | null {
  const branches = new Map<string, string>()
  let i = at
  for (;;) {
    while (message[i] === ' ') i++
    if (message[i] === '}') return { branches, end: i + 1 }
    const open = message.indexOf('{', i)
    if (open < 0) return null
    const selector = message.slice(i, open).trim()
    let depth = 1
    let j = open + 1
    for (; j < message.length && depth > 0; j++) depth += message[j] === '{' ? 1 : message[j] === '}' ? -1 : 0
    if (depth > 0 || !selector) return null
    branches.set(selector, message.slice(open + 1, j - 1))
    i = j
  }
}

/** Counts arrive as numbers, or as numeric strings from stored message parameters. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

const cache = new Map<string, Intl.PluralRules>()
function rules(locale: string): Intl.PluralRules {
  let found = cache.get(locale)
  if (!found) cache.set(locale, (found = new Intl.PluralRules(locale)))
  return found
}
