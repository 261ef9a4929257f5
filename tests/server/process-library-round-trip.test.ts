import { afterAll, beforeAll, expect, it } from 'vitest'
import { PROCESS_LIBRARIES, type ProcessLibrary } from '../../contract/process-library.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart } from './helpers/multipart.ts'
import { libraryUrl, SAMPLE } from './helpers/process-library.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
}, 60_000)
afterAll(() => ctx.close())

/** Rows with every optional cell left empty (lists, numbers, text), disabled: what a sheet writes least. */
const SPARSE: Record<ProcessLibrary, Record<string, unknown>> = {
  crafts: {
    ...SAMPLE.crafts('RT-SPARSE'),
    equipmentTypes: [],
    toolTypes: [],
    itGrade: null,
    ra: null,
    description: '第一行\n第二行',
  },
  equipment: { ...SAMPLE.equipment('RT-SPARSE'), workshop: '', nameEn: '' },
  tools: { ...SAMPLE.tools('RT-SPARSE'), diameter: null, suitableMaterials: [], size: '', coating: '' },
}

/** Every row of the library as the list answers it, without the time of its last change. */
async function listAll(library: ProcessLibrary) {
  const rows: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const data = (await json(ctx, auditor, 'GET', libraryUrl(library, `?pageSize=100&pageIndex=${page}`))).json().data
    rows.push(...data.rows.map(({ updateTime: _, ...row }: Record<string, unknown>) => row))
    if (!data.hasNextPage) return rows
  }
}

it.each(PROCESS_LIBRARIES)('%s: the export imports back unchanged and every row stays as it was', async (library) => {
  const created = await json(ctx, auditor, 'POST', libraryUrl(library), SPARSE[library])
  expect(created.statusCode, created.body).toBe(200)
  const id = created.json().data.id as number
  await json(ctx, auditor, 'PUT', libraryUrl(library, `/${id}/status`), { enabled: false })
  const before = await listAll(library)
  expect(before.length).toBeGreaterThan(1)

  const exported = await json(ctx, auditor, 'GET', libraryUrl(library, '/export'))
  expect(exported.statusCode).toBe(200)
  const form = multipart([{ name: 'file', filename: `${library}.xlsx`, data: exported.rawPayload }])
  const res = await ctx.request({
    method: 'POST',
    url: libraryUrl(library, '/import'),
    headers: { ...ctx.auth(auditor), ...form.headers },
    payload: form.body,
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().data).toEqual({ added: 0, updated: before.length })
  expect(await listAll(library)).toEqual(before)
})
