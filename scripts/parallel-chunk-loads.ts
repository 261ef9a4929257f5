// A build plugin that removes chunk-loading waterfalls from the library build. A browser learns a
// module's static imports only once it has downloaded and parsed that module, so a chunk that
// imports another is two round trips in a row, plus the parse of the first; an app build inserts
// modulepreload hints for this, a library build (ours: one entry a CMS loads with a script tag)
// gets none. Two rewrites, both only of code the bundler emitted:
// - the entry imports every chunk of its static graph itself, so all of them are requested as soon
//   as the entry is parsed (ES modules evaluate each import once, in dependency order, so the
//   added imports change no evaluation order);
// - a dynamic `import()` of a chunk first starts its static dependencies that the first load has
//   not brought in (three.js beside the viewer, the Shoelace pieces beside a screen). Those start
//   as `import()`s of their own, not `<link rel="modulepreload">`: a host page whose CSP allows
//   scripts by nonce would refuse a link inserted at run time, never an import. A dependency may
//   then evaluate before a sibling it does not import, which the bundler's chunks do not rely on:
//   a module that needs another's effects imports it.
//   Inside the first load only an import of a big chunk (the 3D viewer, the DXF and PDF readers,
//   the charts) is rewritten: there a waterfall costs the big chunk's download and parse, while for
//   a small screen it costs one round trip, and naming every screen's Shoelace pieces would add
//   5 KB gzip to the first load, whose budget is 120 KB (scripts/size.mjs).
import type { Plugin } from 'vite'

interface Chunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
  code: string
}

/** Every chunk `file` reaches through static imports, itself excluded. */
function staticClosure(chunks: Map<string, Chunk>, file: string, seen = new Set<string>()): Set<string> {
  for (const dep of chunks.get(file)?.imports ?? []) {
    if (seen.has(dep)) continue
    seen.add(dep)
    staticClosure(chunks, dep, seen)
  }
  return seen
}

/** `to` as a specifier relative to the chunk `from` (both file names in the output directory). */
function relative(from: string, to: string): string {
  const fromDir = from.split('/').slice(0, -1)
  const toParts = to.split('/')
  let common = 0
  while (common < fromDir.length && fromDir[common] === toParts[common]) common++
  const up = fromDir.slice(common).map(() => '..')
  return [...(up.length ? up : ['.']), ...toParts.slice(common)].join('/')
}

/** Raw bytes from which a chunk imported by the first load is worth naming its dependencies there. */
const BIG_CHUNK = 100_000

/** What a dynamic import of a chunk in this build looks like: a backquoted relative path. */
const DYNAMIC_IMPORT = /\bimport\(`(\.{1,2}\/[^`]+\.js)`\)/g

export function parallelChunkLoads(): Plugin {
  return {
    name: 'quote-elements-parallel-chunk-loads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      const chunks = new Map<string, Chunk>()
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item)
      const entries = [...chunks.values()].filter((c) => c.isEntry)
      if (entries.length !== 1) throw new Error(`parallel-chunk-loads expects one entry, found ${entries.length}`)
      const entry = entries[0]!
      const firstLoad = staticClosure(chunks, entry.fileName)
      const hoisted = [...firstLoad].filter((file) => !entry.imports.includes(file))
      entry.code = hoisted.map((file) => `import"${relative(entry.fileName, file)}";`).join('') + entry.code
      firstLoad.add(entry.fileName)

      for (const chunk of chunks.values()) {
        chunk.code = chunk.code.replace(DYNAMIC_IMPORT, (call, spec: string) => {
          const target = new URL(spec, `file:///${chunk.fileName}`).pathname.slice(1)
          if (!chunks.has(target)) return call
          if (firstLoad.has(chunk.fileName) && chunks.get(target)!.code.length < BIG_CHUNK) return call
          const ahead = [...staticClosure(chunks, target)].filter((file) => !firstLoad.has(file))
          if (!ahead.length) return call
          const starts = ahead.map((file) => `import(\`${relative(chunk.fileName, file)}\`).catch(()=>{})`)
          return `(${starts.join(',')},${call})`
        })
      }
    },
  }
}
