// Merges a fragment `{ "zh-CN": {...}, "en": {...} }` into locales/*.json in one quick step, so
// several people adding keys at once do not overwrite each other's edits.
// Usage: node scripts/locale-merge.mjs fragment.json
import { readFileSync, writeFileSync } from 'node:fs'

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const merge = (into, from) => {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) merge((into[key] ??= {}), value)
    else into[key] = value
  }
  return into
}
for (const lang of ['zh-CN', 'en']) {
  if (!fragment[lang]) throw new Error(`fragment has no "${lang}" part`)
  const file = `locales/${lang}.json`
  writeFileSync(file, JSON.stringify(merge(JSON.parse(readFileSync(file, 'utf8')), fragment[lang]), null, 2) + '\n')
}
console.log('locales merged')
