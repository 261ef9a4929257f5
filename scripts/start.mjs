#!/usr/bin/env node
// `npm start`: builds the bundle when it is missing or older than src/, then runs the server,
// which migrates and seeds the database and serves the demo pages, the bundle and the API.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_BUNDLE, buildServer } from './build-server.mjs'
import { SERVER_NODE_FLAGS, serverEnv } from './server-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bundle = join(root, 'dist', 'quote-elements.js')

/** Newest modification time under a directory (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs)
  }
  return newest
}

/**
 * Runs a build step; a failure is reported but does not stop the API from starting. Steps print only
 * warnings and errors: the banner with the address and the demo accounts is what a newcomer reads.
 */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0)
    console.warn(`\n!! "${command} ${args.join(' ')}" failed (exit ${result.status}); continuing\n`)
  return result.status === 0
}

const stale =
  !existsSync(bundle) ||
  statSync(bundle).mtimeMs < Math.max(newestMtime(join(root, 'src')), newestMtime(join(root, 'locales')))
if (stale) {
  console.log('Building the bundle (dist/), about a minute the first time…')
  const started = Date.now()
  const built = run('npx', ['vite', 'build', '--logLevel', 'warn'])
  // build-meta writes the .d.ts files and custom-elements.json: useful, not needed to serve.
  if (built && existsSync(join(root, 'scripts', 'build-meta.mjs'))) run(process.execPath, ['scripts/build-meta.mjs'])
  if (!existsSync(bundle)) {
    console.error('!! the build failed and there is no dist/quote-elements.js to serve; fix the build first')
    process.exit(1)
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
} else {
  console.log('dist/ is up to date with src/; skipping the build')
}

// The server runs from its bundle (scripts/build-server.mjs: less memory than from source), rebuilt
// each start; it takes under a second.
await buildServer()
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  // The request log would bury the banner under a line per request: the demo logs warnings and
  // errors only, unless LOG_LEVEL says otherwise.
  env: serverEnv({ LOG_LEVEL: 'warn', ...process.env }),
})
// The server shuts down gracefully on these; pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
