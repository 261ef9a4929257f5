// After `vite build`: the custom-elements manifest (from the elements' JSDoc) and the typed
// declarations (HTMLElementTagNameMap, event map) that ship beside the bundle.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

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
run(bin('tsc'), ['-p', 'tsconfig.build.json'])

const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'))
const tags = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .map((d) => d.tagName)
  .filter(Boolean)
if (tags.length !== 5) throw new Error(`custom-elements.json lists ${tags.length} elements, expected 5: ${tags}`)
if (!existsSync('dist/types/index.d.ts')) throw new Error('dist/types/index.d.ts was not generated')
console.log(`custom-elements.json: ${tags.join(', ')}; declarations in dist/types/`)
