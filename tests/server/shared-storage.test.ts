import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { diskStorage, randomFileName, TEMP_PREFIX, type FileStorage } from '../../server/lib/storage.ts'
import { SWEEP_GRACE_MS, sweepStoredFiles } from '../../server/services/stored-files.ts'
import { openTestDatabase } from './helpers/database.ts'

// Several API processes (on several machines) share one uploads directory.
// Each "process" here is its own diskStorage on the directory; the second one reaches it through
// another path, as a machine that mounts the share elsewhere would.

let dir: string
let one: FileStorage
let two: FileStorage
let database: Database
let drop: () => Promise<void>

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'qe-shared-'))
  await mkdir(join(dir, 'uploads'))
  await symlink(join(dir, 'uploads'), join(dir, 'mount'))
  one = diskStorage(join(dir, 'uploads'))
  two = diskStorage(join(dir, 'mount'))
  ;({ database, drop } = await openTestDatabase())
  await database.migrate()
})
afterAll(async () => {
  await drop()
  await rm(dir, { recursive: true, force: true })
})

/** A stream that hands over `data` in small chunks with pauses, so concurrent writes interleave. */
const slowly = (data: Buffer) =>
  Readable.from(
    (async function* () {
      for (let at = 0; at < data.length; at += 16 * 1024) {
        yield data.subarray(at, at + 16 * 1024)
        await new Promise((r) => setImmediate(r))
      }
    })(),
  )

const tempsUnder = async (root: string) =>
  (await readdir(root, { recursive: true })).filter((p) => p.split('/').pop()!.startsWith(TEMP_PREFIX))

describe('two processes on one shared directory', () => {
  it('each reads at once what the other wrote, by the relative path in the database', async () => {
    const path = `parts/${randomBytes(12).toString('hex')}/${randomFileName('step')}`
    const data = randomBytes(300_000)
    expect(await one.saveStream(path, slowly(data))).toBe(data.length)
    expect((await readFile(two.absolute(path))).equals(data)).toBe(true)
    const avatar = `avatars/${randomFileName('png')}`
    await two.saveBuffer(avatar, Buffer.from('png bytes'))
    expect(await readFile(one.absolute(avatar), 'utf8')).toBe('png bytes')
  })

  it('never mixes concurrent writes of one name: the file is one writer’s whole, and no temporary file is left', async () => {
    const path = `parts/${randomBytes(12).toString('hex')}/same.bin`
    const contents = Array.from({ length: 12 }, (_, i) => Buffer.alloc(256 * 1024, i + 1))
    const sizes = await Promise.all(contents.map((c, i) => (i % 2 ? two : one).saveStream(path, slowly(c))))
    expect(sizes).toEqual(contents.map((c) => c.length))
    const final = await readFile(one.absolute(path))
    expect(contents.some((c) => c.equals(final))).toBe(true)
    expect(await tempsUnder(one.root)).toEqual([])
  })

  it('a failed write of one process leaves the other’s file and no temporary file', async () => {
    const path = `parts/${randomBytes(12).toString('hex')}/kept.bin`
    await one.saveBuffer(path, Buffer.from('whole'))
    const broken = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024)
        throw new Error('client went away')
      })(),
    )
    await expect(two.saveStream(path, broken)).rejects.toThrow('client went away')
    expect(await readFile(one.absolute(path), 'utf8')).toBe('whole')
    expect(await tempsUnder(one.root)).toEqual([])
  })
})

describe('a process starting up while another is uploading', () => {
  it('sweeps an old temporary file but leaves the other’s live one, which still completes', async () => {
    const stale = join(
      one.root,
      `parts/${randomBytes(12).toString('hex')}/${TEMP_PREFIX}${randomBytes(16).toString('hex')}`,
    )
    await mkdir(dirname(stale), { recursive: true })
    await writeFile(stale, 'left by a crash')
    const old = new Date(Date.now() - 2 * SWEEP_GRACE_MS)
    await utimes(stale, old, old)

    const path = `parts/${randomBytes(12).toString('hex')}/${randomFileName('step')}`
    const body = new PassThrough()
    const uploading = one.saveStream(path, body)
    body.write(Buffer.alloc(64 * 1024, 7))
    const [live] = await waitFor(() => tempsUnder(one.root).then((t) => t.filter((p) => p.startsWith(dirname(path)))))
    // A long upload: its temporary file was created long ago, but every chunk renews its mtime.
    await utimes(join(one.root, live!), old, old)
    body.write(Buffer.alloc(64 * 1024, 8))
    await waitFor(async () => (await stat(join(one.root, live!))).size === 128 * 1024 || undefined)

    const removed = await sweepStoredFiles(database.db, two)
    expect(removed).toEqual([stale.slice(one.root.length + 1)])
    expect(existsSync(stale)).toBe(false)
    body.end(Buffer.alloc(1024, 9))
    expect(await uploading).toBe(129 * 1024)
    expect((await readFile(two.absolute(path))).length).toBe(129 * 1024)
  })
})

/** Polls `probe` until it returns something non-empty (the file system catching up with a stream). */
async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe()
    if (value !== undefined && (!Array.isArray(value) || value.length > 0)) return value
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error('timed out waiting for the file system')
}
