import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app.ts'
import { quotePartFiles } from '../../server/db/schema.ts'
import { diskStorage } from '../../server/lib/storage.ts'
import { SWEEP_GRACE_MS, sweepStoredFiles } from '../../server/services/stored-files.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart, PNG_1X1 } from './helpers/multipart.ts'
import { DRAWING_PDF, filePart, fixtureBytes, storedFiles, upload, waitTask } from './helpers/quoting.ts'

// Deleting a quote chat record left its CAD files and drawings on disk, and a
// crash during an upload left its temporary file forever. Customers' files go with their records,
// and start-up sweeps what a crash left behind.

let ctx: TestContext
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  customer = await ctx.login('customer')
})
afterAll(() => ctx.close())

const rel = (abs: string) => abs.slice(ctx.config.uploadsDir.length + 1)

async function uploadPart() {
  const res = await upload(ctx, customer, [
    filePart('bar.stl', fixtureBytes('3d/stl/fuji_obj.stl')),
    filePart('bar.pdf', DRAWING_PDF),
  ])
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  await waitTask(ctx, customer, data.taskId)
  const files = await ctx.db.select().from(quotePartFiles).where(eq(quotePartFiles.partId, data.parts[0].partId))
  return { chatRecordId: data.chatRecordId as number, paths: files.map((f) => f.storedPath) }
}

/** Writes a file under the uploads directory, `ageMs` old. */
function plant(path: string, ageMs = 2 * SWEEP_GRACE_MS) {
  const full = join(ctx.config.uploadsDir, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, 'left behind')
  const when = new Date(Date.now() - ageMs)
  utimesSync(full, when, when)
  utimesSync(dirname(full), when, when)
}

describe('deleting a quote chat record', () => {
  it('removes its models and drawings (and their folder) from disk, and nobody else’s', async () => {
    const doomed = await uploadPart()
    const kept = await uploadPart()
    expect(storedFiles(ctx).map(rel)).toEqual(expect.arrayContaining([...doomed.paths, ...kept.paths]))
    const res = await ctx.request({
      method: 'POST',
      url: `/api/chatrecord/delete/${doomed.chatRecordId}`,
      headers: ctx.auth(customer),
    })
    expect(res.json()).toMatchObject({ code: 200, data: true })
    const left = storedFiles(ctx).map(rel)
    for (const p of doomed.paths) expect(left).not.toContain(p)
    expect(left).toEqual(expect.arrayContaining(kept.paths))
    expect(storedFiles(ctx).some((p) => p.includes(dirname(doomed.paths[0]!)))).toBe(false)
  }, 120_000)
})

describe('the start-up sweep', () => {
  it('removes old temporary files and files without a row, and keeps the rest', async () => {
    const live = await uploadPart()
    const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }])
    await ctx.request({
      method: 'POST',
      url: '/api/account/upload-avatar',
      headers: { ...ctx.auth(customer), ...form.headers },
      payload: form.body,
    })
    const avatar = storedFiles(ctx)
      .map(rel)
      .find((p) => p.startsWith('avatars/'))!
    plant(`${dirname(live.paths[0]!)}/.tmp-0123456789abcdef`)
    plant('parts/aaaaaaaaaaaaaaaaaaaaaaaa/0123456789abcdef0123456789abcdef.step')
    plant('auto-process/bbbbbbbbbbbbbbbbbbbbbbbb/0123456789abcdef0123456789abcdef.bin')
    plant('avatars/0123456789abcdef0123456789abcdef.png')
    plant('parts/cccccccccccccccccccccccc/fresh.step', 1000)
    plant('exports/not-ours.txt')

    const removed = await sweepStoredFiles(ctx.db, diskStorage(ctx.config.uploadsDir))
    expect(removed.sort()).toEqual(
      [
        'auto-process/bbbbbbbbbbbbbbbbbbbbbbbb/0123456789abcdef0123456789abcdef.bin',
        'avatars/0123456789abcdef0123456789abcdef.png',
        `${dirname(live.paths[0]!)}/.tmp-0123456789abcdef`,
        'parts/aaaaaaaaaaaaaaaaaaaaaaaa/0123456789abcdef0123456789abcdef.step',
      ].sort(),
    )
    const left = storedFiles(ctx).map(rel)
    expect(left).toEqual(
      expect.arrayContaining([
        ...live.paths,
        avatar,
        'parts/cccccccccccccccccccccccc/fresh.step',
        'exports/not-ours.txt',
      ]),
    )
    expect(left.some((p) => p.startsWith('parts/aaaaaaaaaaaaaaaaaaaaaaaa'))).toBe(false)
  }, 120_000)

  it('runs when the server starts', async () => {
    plant('parts/dddddddddddddddddddddddd/.tmp-fedcba9876543210')
    const database = { db: ctx.db, kind: 'pglite' as const, migrate: async () => {}, close: async () => {} }
    const app = await buildApp({ config: ctx.config, database })
    await app.close()
    expect(
      storedFiles(ctx)
        .map(rel)
        .some((p) => p.includes('dddddddddddddddddddddddd')),
    ).toBe(false)
  })
})
