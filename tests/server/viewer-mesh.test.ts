import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeMesh } from '../../contract/mesh-file.ts'
import { quotePartFiles } from '../../server/db/schema.ts'
import { diskStorage, meshPathOf } from '../../server/lib/storage.ts'
import { sweepStoredFiles } from '../../server/services/stored-files.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { filePart, fixtureBytes, upload, waitTask } from './helpers/quoting.ts'
import { call } from './helpers/quote-orders.ts'

// The analysis writes the part's tessellation once, so the browser never reads the STEP again; the
// mesh's B-rep faces are the faces the features name. Expected values are block.step's FreeCAD
// figures (tests/fixtures/3d/features/features.json): 26 faces, 156,608.1 mm³, a Ø10 through hole.

let ctx: TestContext
let token: string

beforeAll(async () => {
  ctx = await createTestContext()
  token = await ctx.login('customer')
}, 60_000)
afterAll(() => ctx.close())

async function uploaded(name: string, fixture: string) {
  const up = (await upload(ctx, token, [filePart(name, fixtureBytes(fixture))])).json().data
  const task = await waitTask(ctx, token, up.taskId)
  const part = (await call(ctx, token, 'GET', `/api/cnc/partcosts/part/${up.parts[0].partId}`)).body.data
  return { part, task, recordId: up.chatRecordId as number }
}

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, headers: { ...ctx.auth(token), ...headers } })

/** Signed volume of a closed triangle list (divergence theorem), mm³. */
function volumeOf(p: Float32Array, idx: Uint32Array) {
  let six = 0
  for (let t = 0; t < idx.length; t += 3) {
    const [a, b, c] = [idx[t]! * 3, idx[t + 1]! * 3, idx[t + 2]! * 3]
    six +=
      p[a]! * (p[b + 1]! * p[c + 2]! - p[b + 2]! * p[c + 1]!) -
      p[a + 1]! * (p[b]! * p[c + 2]! - p[b + 2]! * p[c]!) +
      p[a + 2]! * (p[b]! * p[c + 1]! - p[b + 1]! * p[c]!)
  }
  return Math.abs(six / 6)
}

describe("a STEP part's viewer mesh", () => {
  it('is served with its faces numbered as the features are, and a strong ETag', async () => {
    const { part } = await uploaded('block.step', '3d/features/block.step')
    const file = part.files[0]
    expect(file.meshUrl).toBe(`/api/cnc/partcosts/file/${file.fileId}/mesh`)
    const res = await get(file.meshUrl)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.quote-elements.mesh')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)

    const mesh = decodeMesh(new Uint8Array(res.rawPayload).slice().buffer)
    expect(mesh.faces!.length / 2).toBe(26)
    expect(volumeOf(mesh.positions, mesh.indices)).toBeCloseTo(156608.1, -2)
    // Every vertex of the Ø10 through hole's wall lies 5 mm from its axis.
    const hole = part.geometry.features.find(
      (f: { kind: string; diameter?: number }) => f.kind === 'hole' && f.diameter === 10,
    )
    const [cx, cy] = hole.center as number[]
    let walls = 0
    for (const face of hole.faces as number[]) {
      const [first, last] = [mesh.faces![face * 2]!, mesh.faces![face * 2 + 1]!]
      for (let t = first * 3; t <= last * 3 + 2; t++) {
        const v = mesh.indices[t]! * 3
        const r = Math.hypot(mesh.positions[v]! - cx!, mesh.positions[v + 1]! - cy!)
        if (Math.abs(r - 5) < 0.01) walls++
        else expect(Math.abs(r - 5)).toBeGreaterThan(0.5) // an end face's outer ring, not the wall
      }
    }
    expect(walls).toBeGreaterThan(0)

    const again = await get(file.meshUrl, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it("is named by the polling answer that says the part is done, so it downloads with the part's answer", async () => {
    const { part, task } = await uploaded('block.step', '3d/features/block.step')
    expect(task.status).toBe('done')
    expect(task.parts).toEqual([expect.objectContaining({ partId: part.partId, meshUrl: part.files[0].meshUrl })])
    expect((await get(task.parts[0].meshUrl)).statusCode).toBe(200)
  })

  it("is named by the record's part list, so a reopened record's model downloads with its part", async () => {
    const { part, recordId } = await uploaded('block.step', '3d/features/block.step')
    const list = (await call(ctx, token, 'GET', `/api/chatrecord/${recordId}/parts`)).body.data
    expect(list).toEqual([expect.objectContaining({ partId: part.partId, meshUrl: part.files[0].meshUrl })])
  })

  it('answers a clear 404 for a model the browser reads itself', async () => {
    const { part, task } = await uploaded('bar.stl', '3d/stl/fuji_obj.stl')
    expect(part.files[0].meshUrl).toBeUndefined()
    expect(task.parts[0]).not.toHaveProperty('meshUrl')
    const none = await get(`/api/cnc/partcosts/file/${part.files[0].fileId}/mesh`)
    expect(none.statusCode).toBe(404)
    expect(none.json().msg).toMatch(/网格/)
  })

  it('leaves the disk with the part it was made from, also in the start-up sweep', async () => {
    const { part, recordId } = await uploaded('block.step', '3d/features/block.step')
    const [row] = await ctx.db.select().from(quotePartFiles).where(eq(quotePartFiles.id, part.files[0].fileId))
    const mesh = join(ctx.config.uploadsDir, meshPathOf(row!.storedPath))
    expect(existsSync(mesh)).toBe(true)
    // The sweep keeps a mesh whose model is still referred to, however old.
    await sweepStoredFiles(ctx.db, diskStorage(ctx.config.uploadsDir), new Date(Date.now() + 365 * 86_400_000))
    expect(existsSync(mesh)).toBe(true)
    expect((await call(ctx, token, 'POST', `/api/chatrecord/delete/${recordId}`)).body).toMatchObject({ code: 200 })
    expect(existsSync(mesh)).toBe(false)
  })
})
