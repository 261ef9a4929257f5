// After `vite build`: the custom-elements manifest (from the elements' JSDoc, with the attributes
// and properties of their one declaration), the README's attribute list from the same
// declaration, and the typed declarations (HTMLElementTagNameMap, event map) that ship beside the
// bundle.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { loadDeclared, readDocs, readmeWithAttributes, withAttributes } from './element-docs.mjs'

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' })
const bin = (name) => `node_modules/.bin/${name}`

run(bin('custom-elements-manifest'), [
  'analyze',
  '--globs',
  'src/elements/*.ts',
  '--exclude',
  'src/elements/define.ts',
  'src/elements/styles.ts',
  '--outdir',
  'dist',
  '--quiet',
])
const declared = await loadDeclared('.')
const docs = readDocs('.')
const manifest = withAttributes(JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')), declared, docs)
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`)

const readme = readFileSync('README.md', 'utf8')
const updated = await readmeWithAttributes('.', declared, docs)
if (updated !== readme) {
  writeFileSync('README.md', updated)
  console.log('README.md: the attribute list now matches src/app/roots/element-attributes.ts')
}

// The bundle's declarations go to dist/types, the contract's beside them in dist/contract, where
// the relative imports of src's declarations find them.
run(bin('tsc'), ['-p', 'tsconfig.build.json'])
for (const [from, to] of [
  ['src', 'types'],
  ['contract', 'contract'],
]) {
  rmSync(`dist/${to}`, { recursive: true, force: true })
  renameSync(`dist/.types/${from}`, `dist/${to}`)
}
rmSync('dist/.types', { recursive: true })

const tags = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .map((d) => d.tagName)
  .filter(Boolean)
if (tags.length !== 5) throw new Error(`custom-elements.json lists ${tags.length} elements, expected 5: ${tags}`)
if (!existsSync('dist/types/index.d.ts')) throw new Error('dist/types/index.d.ts was not generated')
console.log(`custom-elements.json: ${tags.join(', ')}; declarations in dist/types/`)
