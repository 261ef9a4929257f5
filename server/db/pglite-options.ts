import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'

/**
 * How the embedded database runs (the server with its database in 400 MB idle).
 * PGlite's postgres keeps its shared buffers inside its WebAssembly memory, which never shrinks:
 * 32 MB instead of the 160 MB it otherwise takes holds this application's hot rows (sessions,
 * menus, the open parts), the rest comes from the operating system's file cache; measured ~125 MB
 * less resident, no change in bench:api.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
}

/**
 * Creates a new embedded database in a short-lived child process. initdb runs in a second
 * WebAssembly instance that takes ~0.8 GB for a few seconds; inside the server that memory would
 * stay resident for as long as it runs, in a child it is returned when the child exits.
 */
export function initPgliteDir(dir: string) {
  if (existsSync(join(dir, 'PG_VERSION'))) return
  const script = `import('@electric-sql/pglite').then(async ({ PGlite }) => (await PGlite.create(${JSON.stringify(dir)})).close())`
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`creating the embedded database in ${dir} failed: ${result.stderr}`)
}
