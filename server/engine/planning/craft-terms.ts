import type { Craft } from '../../../contract/process-library.ts'

// Finding a craft by the words a person uses, in either language: an exact name first, then a name
// the words begin, then one that contains them; the shortest name wins a tie. English words are
// compared by stem (anodize ≈ anodising, deburr ≈ deburring, hardening ≈ hardened).

const stem = (w: string) =>
  w
    .replace(/iz/g, 'is')
    .replace(/(ation|ing|ed|e|s)$/, '')
    .replace(/(.)\1$/, '$1')
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9\u4e00-\u9fff]+/)
    .filter((w) => w !== '' && w !== 'the' && w !== 'a')
    .map(stem)

const squash = (s: string) => s.replace(/[\s,，。.、!！]/g, '').toLowerCase()

/** 3 exact, 2 begins, 1 contains, 0 no match. */
function matchScore(term: string, name: string): number {
  if (name === '') return 0
  if (/[\u4e00-\u9fff]/.test(term)) {
    const t = squash(term)
    const n = squash(name)
    return n === t ? 3 : n.startsWith(t) ? 2 : n.includes(t) || (t.includes(n) && n.length >= 2) ? 1 : 0
  }
  const t = words(term).join(' ')
  const n = words(name).join(' ')
  if (t === '') return 0
  return n === t ? 3 : n.startsWith(t) ? 2 : ` ${n} `.includes(` ${t} `) ? 1 : 0
}

/** The best craft for the words among `crafts`, or null when none matches. */
export function findCraft(term: string, crafts: readonly Craft[]): Craft | null {
  let best: { craft: Craft; score: number; length: number } | null = null
  for (const craft of crafts) {
    const [score, length] = [craft.nameZh, craft.nameEn]
      .map((name) => [matchScore(term, name), name.length] as const)
      .sort((a, b) => b[0] - a[0] || a[1] - b[1])[0]!
    if (score === 0) continue
    if (!best || score > best.score || (score === best.score && length < best.length)) best = { craft, score, length }
  }
  return best?.craft ?? null
}
