import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API } from '../../contract/admin.ts'
import { caller, data, type Call } from './helpers/admin.ts'
import { createTestContext, type TestContext } from './helpers/context.ts'
import { multipart } from './helpers/multipart.ts'
import { libraryUrl, SAMPLE } from './helpers/process-library.ts'

// Every back-office change a pricing engineer makes is in the audit log: the quote configurations,
// the cost tables (each a new configuration version) and the process libraries, besides the
// user, role, menu, department and permission changes the admin tests cover.

let ctx: TestContext
let asSuper: Call
let asAuditor: Call
beforeAll(async () => {
  ctx = await createTestContext()
  asSuper = caller(ctx, await ctx.login('admin'))
  asAuditor = caller(ctx, await ctx.login('auditor'))
})
afterAll(() => ctx.close())

interface Entry {
  actorName: string
  action: string
  targetType: string
  targetId: number | null
  targetName: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The newest entries of one target type, newest first. */
const logOf = async (targetType: string): Promise<Entry[]> =>
  data(await asSuper('GET', `${ADMIN_API.auditLog}?targetType=${targetType}&pageSize=50`)).rows

describe('audit log of the pricing back office', () => {
  it('records a configuration created, renamed, saved, switched, made default and deleted, by whom', async () => {
    const created = data(await asAuditor('POST', '/api/quote-config', { name: 'Audit 1', description: 'x' }))
    const id = created.id as number
    data(await asAuditor('PUT', `/api/quote-config/${id}`, { name: 'Audit 2' }))
    const current = data(await asAuditor('GET', `/api/quote-config/${id}`))
    data(await asAuditor('PUT', `/api/quote-config/${id}/sections/pmi`, current.version.config.pmi))
    data(await asAuditor('POST', `/api/quote-config/${id}/status`, { enabled: false }))
    data(await asAuditor('POST', `/api/quote-config/${id}/status`, { enabled: true }))
    data(await asAuditor('POST', `/api/quote-config/${id}/set-default`))
    data(await asAuditor('POST', '/api/quote-config/1/set-default'))
    // The default refuses deletion: a refused delete is no entry.
    expect((await asAuditor('DELETE', '/api/quote-config/1')).statusCode).toBe(409)
    data(await asAuditor('DELETE', `/api/quote-config/${id}`))
    const entries = (await logOf('config')).filter((e) => e.targetId === id).reverse()
    expect(entries.map((e) => e.action)).toEqual([
      'config.create',
      'config.edit',
      'config.save',
      'config.disable',
      'config.enable',
      'config.setDefault',
      'config.delete',
    ])
    expect(entries.every((e) => e.actorName === 'auditor')).toBe(true)
    expect(entries[1]).toMatchObject({ before: { name: 'Audit 1' }, after: { name: 'Audit 2' } })
    expect(entries[2]).toMatchObject({ targetName: 'Audit 2', after: { version: 2, note: 'section pmi' } })
    expect(entries[6]).toMatchObject({ after: { soft: false } })
    expect((await logOf('config')).filter((e) => e.targetId === 1 && e.action === 'config.delete')).toEqual([])
  })

  it('records a copy as config.copy, naming the configuration and version it came from', async () => {
    const source = data(await asAuditor('GET', '/api/quote-config/1'))
    const copy = data(await asAuditor('POST', '/api/quote-config/1/copy', { name: 'Audit copy' }))
    const [entry] = (await logOf('config')).filter((e) => e.targetId === copy.id)
    expect(entry).toMatchObject({
      action: 'config.copy',
      actorName: 'auditor',
      targetName: 'Audit copy',
      after: { version: 1, from: `${source.name} v${source.currentVersion}` },
    })
  })

  it('records a cost-table row added, changed and deleted, with the row before and after', async () => {
    const row = { key: 'AUDIT5X', rate: 300, setupMin: 40, factor: 1 }
    data(await asAuditor('POST', '/api/cost/machines', row))
    data(await asAuditor('PUT', '/api/cost/machines/AUDIT5X', { rate: 320 }))
    data(await asAuditor('DELETE', '/api/cost/machines/AUDIT5X'))
    const entries = (await logOf('costTable')).filter((e) => e.targetName === 'machines · AUDIT5X').reverse()
    expect(entries.map((e) => e.action)).toEqual(['costTable.create', 'costTable.edit', 'costTable.delete'])
    expect(entries[0]).toMatchObject({ before: null, after: { row: { key: 'AUDIT5X', rate: 300 } } })
    expect(entries[1]).toMatchObject({ before: { rate: 300 }, after: { row: { rate: 320 } } })
    expect(entries[2]).toMatchObject({ before: { rate: 320 }, after: { row: null } })
  })

  it.each([
    ['crafts', 'craft'],
    ['equipment', 'equipment'],
    ['tools', 'tool'],
  ] as const)('records a %s row added, edited, disabled and deleted', async (library, target) => {
    const code = `AUD-${library}`
    const id = data(await asAuditor('POST', libraryUrl(library), SAMPLE[library](code))).id as number
    const edit = library === 'crafts' ? { timeFactor: 1.5 } : { name: '审计改名' }
    data(await asAuditor('PUT', libraryUrl(library, `/${id}`), edit))
    data(await asAuditor('PUT', libraryUrl(library, `/${id}`), edit))
    data(await asAuditor('PUT', libraryUrl(library, `/${id}/status`), { enabled: false }))
    data(await asAuditor('DELETE', libraryUrl(library, `/${id}`)))
    const entries = (await logOf(target)).filter((e) => e.targetId === id).reverse()
    // The second, unchanged edit is not an entry: nothing changed.
    expect(entries.map((e) => e.action)).toEqual([
      `${target}.create`,
      `${target}.edit`,
      `${target}.disable`,
      `${target}.delete`,
    ])
    expect(entries[0]!.targetName).toContain(code)
    expect(entries[1]!.after).toEqual(edit)
    expect(entries[2]).toMatchObject({ before: { enabled: true }, after: { enabled: false } })
  })

  it('records a library import as one entry with what it added and updated', async () => {
    const token = await ctx.login('auditor')
    const exported = await asAuditor('GET', libraryUrl('tools', '/export'))
    const form = multipart([{ name: 'file', filename: 'tools.xlsx', data: exported.rawPayload }])
    const res = await ctx.request({
      method: 'POST',
      url: libraryUrl('tools', '/import'),
      headers: { ...ctx.auth(token), ...form.headers },
      payload: form.body,
    })
    const answer = data<{ added: number; updated: number }>(res)
    const [entry] = await logOf('tool')
    expect(entry).toMatchObject({ action: 'tool.import', actorName: 'auditor', after: { ...answer, added: 0 } })
    expect((entry!.after as { codes: string[] }).codes).toHaveLength(answer.updated)
  })
})
