import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { PROCESS_LIBRARIES, type ProcessLibrary } from '../../contract/process-library.ts'
import { autoProcessChatRecords, users } from '../../server/db/schema.ts'
import { processRoutes } from '../../server/db/schema-process.ts'
import { loadLibraryOptions } from '../../server/services/process-library/options.ts'
import { seedProcessLibraries } from '../../server/services/process-library/seed.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { createRow, libraryUrl, SAMPLE } from './helpers/process-library.ts'
import { json } from './helpers/quoting.ts'

let ctx: TestContext
let auditor: string
let admin: string
let customer: string

beforeAll(async () => {
  ctx = await createTestContext()
  auditor = await ctx.login('auditor')
  admin = await ctx.login('subadmin')
  customer = await ctx.login('customer')
}, 60_000)
afterAll(() => ctx.close())

const list = async (library: ProcessLibrary, query = '') =>
  (await json(ctx, auditor, 'GET', libraryUrl(library, `?pageSize=100${query}`))).json().data

describe.each(PROCESS_LIBRARIES)('%s library', (library) => {
  const code = `T-${library}`

  it('is seeded with the default library once', async () => {
    const seeded = (await list(library)).totalCount
    expect(seeded).toBeGreaterThan(3)
    await seedProcessLibraries(ctx.db)
    expect((await list(library)).totalCount).toBe(seeded)
  })

  it('adds, edits, disables and deletes a row', async () => {
    const created = await json(ctx, auditor, 'POST', libraryUrl(library), SAMPLE[library](code))
    expect(created.statusCode, created.body).toBe(200)
    const row = created.json().data
    expect(row).toMatchObject({ ...SAMPLE[library](code), enabled: true, nameEn: '' })

    const edited = await json(ctx, auditor, 'PUT', libraryUrl(library, `/${row.id}`), { nameEn: 'Edited', code: 'X' })
    expect(edited.json().data).toMatchObject({ ...SAMPLE[library](code), nameEn: 'Edited', code })

    const off = await json(ctx, auditor, 'PUT', libraryUrl(library, `/${row.id}/status`), { enabled: false })
    expect(off.json().data.enabled).toBe(false)
    expect((await list(library, `&keyword=${code}&enabled=true`)).rows).toEqual([])
    expect((await list(library, `&keyword=${code}&enabled=false`)).rows.map((r: { id: number }) => r.id)).toEqual([
      row.id,
    ])

    const gone = await json(ctx, admin, 'DELETE', libraryUrl(library, `/${row.id}`))
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await list(library, `&keyword=${code}`)).totalCount).toBe(0)
    expect((await json(ctx, auditor, 'DELETE', libraryUrl(library, `/${row.id}`))).statusCode).toBe(404)
  })

  it('refuses a code that exists in another case with 409', async () => {
    await createRow(ctx, auditor, library, `Dup-${library}`)
    const res = await json(ctx, auditor, 'POST', libraryUrl(library), SAMPLE[library](`DUP-${library}`))
    expect(res.statusCode).toBe(409)
    expect(res.json().msg).toContain(`DUP-${library}`)
  })

  it('refuses a customer with 403 and lets an anonymous caller in nowhere', async () => {
    expect((await json(ctx, customer, 'GET', libraryUrl(library))).statusCode).toBe(403)
    expect((await json(ctx, customer, 'POST', libraryUrl(library), SAMPLE[library]('C1'))).statusCode).toBe(403)
    expect((await ctx.request({ method: 'GET', url: libraryUrl(library) })).statusCode).toBe(401)
  })
})

describe('validation', () => {
  const refuse = async (library: ProcessLibrary, body: Record<string, unknown>, field: string) => {
    const res = await json(ctx, auditor, 'POST', libraryUrl(library), body, 'en')
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().msg).toContain(field)
  }

  it('names the missing, mistyped, too long or out-of-range field', async () => {
    const { name: _name, ...noName } = SAMPLE.equipment('V1')
    await refuse('equipment', noName, 'name')
    await refuse('equipment', { ...SAMPLE.equipment('V1'), travelX: '800' }, 'travelX')
    await refuse('equipment', { ...SAMPLE.equipment('V1'), travelX: 10_001 }, 'travelX')
    await refuse('equipment', { ...SAMPLE.equipment('V1'), travelY: -1 }, 'travelY')
    await refuse('crafts', { ...SAMPLE.crafts('C1'), nameZh: '长'.repeat(61) }, 'nameZh')
    await refuse('crafts', { ...SAMPLE.crafts('C1'), stage: 'polishing' }, 'stage')
    await refuse('tools', { ...SAMPLE.tools('T1'), suitableMaterials: ['wood'] }, 'suitableMaterials')
    await refuse('tools', SAMPLE.tools('bad code'), 'code')
    expect((await list('equipment', '&keyword=V1')).totalCount).toBe(0)
  })

  it('refuses hostile text (NUL, markup in a code) and keeps markup in a name as text', async () => {
    await refuse('crafts', { ...SAMPLE.crafts('N1'), nameZh: 'a\u0000b' }, 'nameZh')
    await refuse('crafts', SAMPLE.crafts('<script>'), 'code')
    const res = await json(ctx, auditor, 'POST', libraryUrl('tools'), { ...SAMPLE.tools('H1'), name: '<b>钻</b>' })
    expect(res.json().data.name).toBe('<b>钻</b>')
  })

  it('refuses an edit with a wrong value and changes nothing', async () => {
    const id = await createRow(ctx, auditor, 'equipment', 'E-EDIT')
    const res = await json(ctx, auditor, 'PUT', libraryUrl('equipment', `/${id}`), { name: 'x', axes: 12 }, 'en')
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain('axes')
    expect((await list('equipment', '&keyword=E-EDIT')).rows[0].name).toBe('测试立加')
  })
})

describe('keyword search', () => {
  it('matches code, names and workshop, and takes % and _ literally', async () => {
    await createRow(ctx, auditor, 'equipment', 'PCT-1')
    await json(ctx, auditor, 'POST', libraryUrl('equipment'), { ...SAMPLE.equipment('PCT-2'), name: '立加 100%' })
    expect((await list('equipment', '&keyword=%25')).rows.map((r: { code: string }) => r.code)).toEqual(['PCT-2'])
    expect((await list('equipment', '&keyword=_')).totalCount).toBe(0)
    expect((await list('equipment', '&keyword=测试车间')).totalCount).toBeGreaterThanOrEqual(2)
    expect((await list('equipment', '&keyword=pct-')).totalCount).toBe(2)
  })
})

describe('deleting an entry a dispatched route uses', () => {
  it('answers 409 naming the record, and allows it once the route is not dispatched', async () => {
    const toolId = await createRow(ctx, auditor, 'tools', 'USED-DRILL')
    const craftId = await createRow(ctx, auditor, 'crafts', 'USED-CRAFT')
    const machineId = await createRow(ctx, auditor, 'equipment', 'USED-VMC')
    const operations = [
      { seq: 60, craftCode: 'OTHER', equipmentCode: 'USED-VMC', toolCodes: [] },
      { seq: 70, craftCode: 'USED-CRAFT', equipmentCode: null, toolCodes: ['X', 'USED-DRILL'] },
    ]
    const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'))
    const [record] = await ctx.db
      .insert(autoProcessChatRecords)
      .values({ userId: owner!.id, name: '法兰盘 A' })
      .returning()
    const recordId = record!.id
    const [route] = await ctx.db
      .insert(processRoutes)
      .values({ recordId, version: 1, source: 'planner', context: {}, operations, dispatchId: 'D-42' })
      .returning()
    for (const [library, id] of [
      ['tools', toolId],
      ['crafts', craftId],
      ['equipment', machineId],
    ] as const) {
      const res = await json(ctx, admin, 'DELETE', libraryUrl(library, `/${id}`))
      expect(res.statusCode).toBe(409)
      expect(res.json().msg).toContain('D-42')
      expect(res.json().msg).toContain('法兰盘 A')
    }
    await ctx.db.delete(processRoutes).where(eq(processRoutes.id, route!.id))
    await ctx.db
      .insert(processRoutes)
      .values({ recordId, version: 2, source: 'planner', context: {}, operations, dispatchId: null })
    expect((await json(ctx, admin, 'DELETE', libraryUrl('tools', `/${toolId}`))).statusCode).toBe(200)
  })
})

describe('options', () => {
  it('offers every enabled row to any signed-in user, and loadLibraryOptions skips disabled ones', async () => {
    const id = await createRow(ctx, auditor, 'tools', 'OFF-TAP')
    await json(ctx, auditor, 'PUT', libraryUrl('tools', `/${id}/status`), { enabled: false })
    const res = await json(ctx, auditor, 'GET', '/api/process-library/options')
    expect(res.statusCode).toBe(200)
    const options = await loadLibraryOptions(ctx.db)
    expect(res.json().data).toEqual(options)
    expect(options.tools.some((t) => t.code === 'OFF-TAP')).toBe(false)
    expect(options.tools.every((t) => t.enabled)).toBe(true)
    expect(typeof options.equipment[0]!.hourlyRate).toBe('number')
    expect(options.crafts.length).toBeGreaterThan(3)
  })

  it('leaves the machines’ hourly rates (internal cost figures) out for a customer, who still gets every machine', async () => {
    const res = await json(ctx, customer, 'GET', '/api/process-library/options')
    expect(res.statusCode).toBe(200)
    const { hourlyRate: _rate, ...machine } = (await loadLibraryOptions(ctx.db)).equipment[0]!
    const equipment = res.json().data.equipment as Record<string, unknown>[]
    expect(equipment[0]).toEqual(machine)
    expect(equipment.filter((e) => 'hourlyRate' in e)).toEqual([])
    expect(JSON.stringify(res.json().data)).not.toContain('hourlyRate')
  })
})

describe('API document', () => {
  it('describes the library routes, with the enabled filter as a query parameter', async () => {
    const doc = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json()
    const list = doc.paths['/api/process-library/{library}']
    expect(list.get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['library', 'keyword', 'enabled', 'pageIndex']),
    )
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/process-library/options', '/api/process-library/{library}/import']),
    )
  })
})
