import ExcelJS from 'exceljs'
import type { ProcessLibrary } from '../../../../contract/process-library.ts'
import { multipart } from '../multipart.ts'
import { SAMPLE, libraryUrl } from '../process-library.ts'
import { del, get, post, put, SIGNED_IN, STAFF_ONLY, type Case, type MatrixEnv } from './roles.ts'

/** The process libraries: staff on the process management screens; options for everyone signed in. */
export function processLibraryCases(env: MatrixEnv): Record<string, Case> {
  const code = () => env.fx.unique('MX-')
  // Writes act on a row of their own, so one role's change cannot decide the next role's answer.
  const row = async (library: ProcessLibrary = 'tools'): Promise<number> => {
    const res = await env.ctx.request({
      ...post(libraryUrl(library), SAMPLE[library](code())),
      headers: env.ctx.auth(env.tokens.admin!),
    })
    if (res.statusCode !== 200) throw new Error(`fixture row failed: ${res.body}`)
    return res.json().data.id
  }
  const sheet = async () => {
    const book = new ExcelJS.Workbook()
    const s = book.addWorksheet('刀具库')
    s.addRow(['编码', '名称', '类型', '适用材料'])
    s.addRow([code(), '矩阵刀具', 'drill', 'Al'])
    const form = multipart([{ name: 'file', filename: 't.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) }])
    return { method: 'POST' as const, url: libraryUrl('tools', '/import'), headers: form.headers, payload: form.body }
  }

  return {
    'GET /api/process-library/options': { request: () => get('/api/process-library/options'), expect: SIGNED_IN },
    'GET /api/process-library/:library': { request: () => get(libraryUrl('crafts')), expect: STAFF_ONLY },
    'POST /api/process-library/:library': {
      request: () => post(libraryUrl('equipment'), SAMPLE.equipment(code())),
      expect: STAFF_ONLY,
    },
    'PUT /api/process-library/:library/:id': {
      request: async () => put(libraryUrl('crafts', `/${await row('crafts')}`), { nameEn: 'Matrix' }),
      expect: STAFF_ONLY,
    },
    'PUT /api/process-library/:library/:id/status': {
      request: async () => put(libraryUrl('tools', `/${await row()}/status`), { enabled: false }),
      expect: STAFF_ONLY,
    },
    'DELETE /api/process-library/:library/:id': {
      request: async () => del(libraryUrl('tools', `/${await row()}`)),
      expect: STAFF_ONLY,
    },
    'GET /api/process-library/:library/export': {
      request: () => get(libraryUrl('tools', '/export')),
      expect: STAFF_ONLY,
    },
    'POST /api/process-library/:library/import': { request: sheet, expect: STAFF_ONLY },
  }
}
