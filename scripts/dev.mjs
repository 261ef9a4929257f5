#!/usr/bin/env node
// `npm run dev`: rebuilds the bundle on change (vite build --watch) and restarts the server on
// change (tsx watch). Stopping this script stops both.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEnv } from './server-env.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const children = [
  spawn('npx', ['vite', 'build', '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv(),
  }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
// If either watcher dies, the other is of no use on its own.
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
