// Size budget: the first load (the entry plus everything it imports statically, gzip) must stay
// under BUDGET_KB, and three.js, pdf.js and occt must only ever arrive in lazy chunks.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, dirname, posix } from 'node:path'

const DIST = 'dist'
const ENTRY = 'quote-elements.js'
const BUDGET_KB = 120
const ELEMENTS = ['quote-app', 'ai-quote', 'process-assistant', 'model-preview', 'drawing-preview']
// Strings that only these libraries contain; any of them in the first load breaks the rule.
const HEAVY = {
  three: [/WebGLRenderer/, /THREE\.WebGL/],
  'pdf.js': [/GlobalWorkerOptions/, /pdfjs-dist/],
  occt: [/occt-import-js/, /occtimportjs/],
}

if (!existsSync(join(DIST, ENTRY))) {
  console.error(`size: ${DIST}/${ENTRY} is missing; run npm run build first.`)
  process.exit(1)
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const gzip = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g

/** The entry and every chunk it reaches through static imports. */
function staticGraph(entry) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, spec] of readFileSync(join(DIST, file), 'utf8').matchAll(STATIC_IMPORT)) {
      visit(posix.normalize(posix.join(dirname(file), spec)))
    }
  }
  visit(entry)
  return [...seen]
}

// The default language's strings are a lazy chunk that every element fetches at start (the other
// language arrives only on a switch), so they count as first load; the larger of the two is taken.
const LOCALE_CHUNK = /^(zh-CN|en)-[\w-]+\.js$/
const localeChunks = (existsSync(join(DIST, 'chunks')) ? readdirSync(join(DIST, 'chunks')) : [])
  .filter((f) => LOCALE_CHUNK.test(f))
  .map((f) => `chunks/${f}`)
if (localeChunks.length !== 2) {
  console.error(`size: expected one strings chunk per language, found ${localeChunks.join(', ') || 'none'}`)
  process.exit(1)
}
const firstLoad = [...staticGraph(ENTRY), localeChunks.reduce((a, b) => (gzip(a) >= gzip(b) ? a : b))]
const firstLoadGzip = firstLoad.reduce((sum, f) => sum + gzip(f), 0)
const lazy = (existsSync(join(DIST, 'chunks')) ? readdirSync(join(DIST, 'chunks')) : [])
  .map((f) => `chunks/${f}`)
  .filter((f) => f.endsWith('.js') && !firstLoad.includes(f))

console.log(`First load (shared by ${ELEMENTS.join(', ')}: one bundle, one React, one session):`)
for (const f of firstLoad) console.log(`  ${f.padEnd(48)} ${kb(gzip(f)).padStart(8)} KB gzip`)
console.log(`  ${'total'.padEnd(48)} ${kb(firstLoadGzip).padStart(8)} KB gzip (budget ${BUDGET_KB} KB)`)
console.log('Lazy chunks (loaded when an element or screen needs them):')
for (const f of lazy) console.log(`  ${f.padEnd(48)} ${kb(gzip(f)).padStart(8)} KB gzip`)

const failures = []
if (firstLoadGzip > BUDGET_KB * 1024) failures.push(`first load is ${kb(firstLoadGzip)} KB gzip, over ${BUDGET_KB} KB`)
for (const f of firstLoad) {
  const text = readFileSync(join(DIST, f), 'utf8')
  for (const [lib, patterns] of Object.entries(HEAVY)) {
    if (patterns.some((p) => p.test(text))) failures.push(`${lib} is in the first load (${f})`)
  }
}
if (failures.length) {
  for (const f of failures) console.error(`size: FAIL: ${f}`)
  process.exit(1)
}
console.log('size: within budget')
