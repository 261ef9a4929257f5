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

/** Runs a build step; a failure is reported but does not stop the API from starting. */
function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0)
    console.warn(`\n!! "${command} ${args.join(' ')}" failed (exit ${result.status}); continuing\n`)
  return result.status === 0
}

const stale =
  !existsSync(bundle) ||
  statSync(bundle).mtimeMs < Math.max(newestMtime(join(root, 'src')), newestMtime(join(root, 'locales')))
if (stale) {
  const built = run('npx', ['vite', 'build'])
  // build-meta writes the .d.ts files and custom-elements.json: useful, not needed to serve.
  if (built && existsSync(join(root, 'scripts', 'build-meta.mjs'))) run(process.execPath, ['scripts/build-meta.mjs'])
  if (!existsSync(bundle)) {
    console.error('!! the build failed and there is no dist/quote-elements.js to serve; fix the build first')
    process.exit(1)
  }
} else {
  console.log('dist/ is up to date with src/; skipping the build')
}

// The server runs from its bundle (scripts/build-server.mjs: less memory than from source), rebuilt
// each start; it takes under a second.
await buildServer()
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
})
// The server shuts down gracefully on these; pass them on and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
