import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import systemLibrary from '@shoelace-style/shoelace/dist/components/icon/library.system.js'
import { ICONS, SYSTEM_ICONS, systemIconPath } from './src/lib/icons.ts'
import { parallelChunkLoads } from './scripts/parallel-chunk-loads.ts'

const require = createRequire(import.meta.url)

/** The bundle's entry file name; the loader and the demo pages refer to it. */
export const ENTRY_FILE = 'quote-elements.js'
/** The module the bundle's entry is built from. */
const ENTRY_SOURCE = fileURLToPath(new URL('./src/index.ts', import.meta.url))

/**
 * Emits only the Shoelace icons the code uses (the full set is 8.5 MB), Shoelace's system icons as
 * files (see SYSTEM_ICONS), and the classic-script loader for CMSs that allow only `<script src>`.
 */
function bundleAssets(): Plugin {
  // Shoelace does not export package.json or dist/assets; resolve through a file it does export.
  const slDir = dirname(dirname(require.resolve('@shoelace-style/shoelace/dist/themes/light.css')))
  return {
    name: 'quote-elements-assets',
    apply: 'build',
    generateBundle() {
      for (const name of ICONS) {
        this.emitFile({
          type: 'asset',
          fileName: `shoelace/assets/icons/${name}.svg`,
          source: readFileSync(join(slDir, 'assets/icons', `${name}.svg`)),
        })
      }
      for (const name of SYSTEM_ICONS) {
        const url = systemLibrary.resolver(name)
        if (!url.startsWith('data:image/svg+xml,'))
          throw new Error(`Shoelace has no system icon "${name}"; update SYSTEM_ICONS`)
        this.emitFile({
          type: 'asset',
          fileName: `shoelace/${systemIconPath(name)}`,
          source: decodeURIComponent(url.slice(url.indexOf(',') + 1)),
        })
      }
      this.emitFile({
        type: 'asset',
        fileName: 'quote-elements.loader.js',
        source: `(function(){var s=document.currentScript;import(new URL('./${ENTRY_FILE}',s&&s.src||location.href).href)})();\n`,
      })
    },
  }
}

/**
 * Copies pdf.js's character maps, standard fonts and image-decoder WASM next to the bundle
 * (`pdfjs/…`), so PDFs with non-embedded (CJK) fonts render without any CDN.
 */
function viewerAssets(): Plugin {
  const pdfjsDir = dirname(dirname(require.resolve('pdfjs-dist/build/pdf.mjs')))
  return {
    name: 'quote-elements-viewer-assets',
    apply: 'build',
    generateBundle() {
      for (const dir of ['cmaps', 'standard_fonts', 'wasm']) {
        for (const name of readdirSync(join(pdfjsDir, dir))) {
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${dir}/${name}`,
            source: readFileSync(join(pdfjsDir, dir, name)),
          })
        }
      }
    },
  }
}

/**
 * occt-import-js 0.0.23's embind glue compiles JavaScript with `new Function` in two places, which
 * a page CSP without 'unsafe-eval' blocks (the parse worker runs under the page's policy). Rewrites
 * both calls to the equivalent closures in src/features/preview-3d/worker/embind-without-eval.ts,
 * and fails the build if the glue changes shape (a new occt-import-js must be re-checked).
 */
function occtWithoutEval(): Plugin {
  const rewrites = [
    [
      'var invokerFn=newFunc(Function,args)(...closureArgs);',
      'var invokerFn=globalThis.__qeEmbindInvoker(argTypes,isClassMethodFunc,returns,needsDestructorStack,cppInvokerFunc,cppTargetFunc,runDestructors);',
    ],
    [
      'var invokerFunction=newFunc(Function,params)(...args);',
      'var invokerFunction=globalThis.__qeEmvalCaller(types,retType,kind,emval_returnValue);',
    ],
  ]
  return {
    name: 'quote-elements-occt-without-eval',
    transform(code, id) {
      if (!id.includes('occt-import-js/dist/occt-import-js.js')) return null
      for (const [call, replacement] of rewrites) {
        if (code.split(call!).length !== 2)
          throw new Error(`occt-import-js changed shape (${call}); update occtWithoutEval`)
        code = code.replace(call!, replacement!)
      }
      if (/\bnewFunc\(Function|new Function\(/.test(code))
        throw new Error('occt-import-js still compiles code at run time')
      return { code, map: null }
    },
  }
}

export default defineConfig(({ command }) => ({
  // Relative asset URLs: the bundle is served from wherever the CMS puts it.
  base: './',
  plugins: [react(), bundleAssets(), viewerAssets(), parallelChunkLoads()],
  // Lib mode does not replace process.env.NODE_ENV; build only, so tests run React's dev build.
  define: command === 'build' ? { 'process.env.NODE_ENV': '"production"' } : {},
  worker: { format: 'es' as const, plugins: () => [occtWithoutEval()] },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    lib: { entry: ENTRY_SOURCE, formats: ['es' as const], fileName: () => ENTRY_FILE },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        minify: true,
        // Everything the entry imports statically goes into one chunk: it all loads at start anyway,
        // and one file compresses better than the dozens of shared pieces the lazy screens would
        // otherwise cut it into (about 10 KB gzip less). Lazy chunks import from it. The entry
        // module itself stays in the entry file: it finds our assets relative to its own URL.
        codeSplitting: {
          groups: [{ name: 'first-load', tags: ['$initial'], test: (id: string) => id !== ENTRY_SOURCE }],
        },
      },
    },
  },
}))
