import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { LIBRARY_INPUTS, type ProcessLibrary } from '../../../contract/process-library.ts'
import type { Db } from '../../db/client.ts'
import { badRequest } from '../../lib/errors.ts'
import { audit, type Actor } from '../admin/audit.ts'
import { libraryTarget } from './audit-target.ts'
import { SHEET_COLUMNS } from './columns.ts'
import type { SheetRow } from './sheet.ts'
import { readSheetOffThread } from './sheet-off-thread.ts'
import { LIBRARY_STORES } from './tables.ts'
import { findByCode } from './write.ts'

/** A schema violation as the validation messages read it (the field is named by its column header). */
export interface RowIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}
/** Words one row's first violation in the caller's language; `source` holds the row by header. */
export type DescribeIssues = (issues: RowIssue[], source: Record<string, unknown>) => string

const withEnabled = (library: ProcessLibrary) => LIBRARY_INPUTS[library].extend({ enabled: z.boolean().optional() })

/** Every row validated before anything is written: the first bad row answers 400 naming it. */
function validate(library: ProcessLibrary, rows: SheetRow[], describe: DescribeIssues) {
  const headers = new Map(SHEET_COLUMNS[library].map((c) => [c.field, c.header]))
  const schema = withEnabled(library)
  const seen = new Map<string, number>()
  return rows.map(({ row, values }) => {
    const result = schema.safeParse(values)
    if (!result.success) {
      const issues = result.error.issues.map((issue) => {
        const [field, ...rest] = issue.path.map(String)
        const path = [headers.get(field ?? '') ?? field, ...rest]
        return { keyword: issue.code, instancePath: `/${path.join('/')}`, params: { ...issue } }
      })
      const source = Object.fromEntries(Object.entries(values).map(([k, v]) => [headers.get(k) ?? k, v]))
      throw badRequest('processLibrary.importRow', { row, detail: describe(issues, source) })
    }
    const code = result.data.code
    const first = seen.get(code.toLowerCase())
    if (first !== undefined) throw badRequest('processLibrary.importDuplicate', { row, code, first })
    seen.set(code.toLowerCase(), row)
    return result.data
  })
}

/**
 * Imports one library's sheet: rows whose code exists (in any case) update that row, the others are
 * added. All or nothing: a bad row or a failed write leaves the library as it was.
 */
export async function importLibrary(
  db: Db,
  actor: Actor,
  library: ProcessLibrary,
  file: Buffer,
  describe: DescribeIssues,
): Promise<{ added: number; updated: number }> {
  const rows = await readSheetOffThread(library, file)
  if (rows.length === 0) throw badRequest('processLibrary.importEmpty')
  const entries = validate(library, rows, describe)
  const store = LIBRARY_STORES[library]
  return db.transaction(async (tx) => {
    let added = 0
    let updated = 0
    for (const { code, ...values } of entries) {
      const existing = await findByCode(tx, store, code)
      if (existing) {
        await tx
          .update(store.table)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(store.id, existing.id as number))
        updated++
      } else {
        await tx.insert(store.table).values({ code, ...values } as never)
        added++
      }
    }
    // One entry for the whole sheet: the codes it touched and how many rows were added or updated.
    await audit(tx, actor, {
      action: `${libraryTarget(library)}.import`,
      targetType: libraryTarget(library),
      targetId: null,
      targetName:
        entries.length > 3
          ? `${entries
              .slice(0, 3)
              .map((e) => e.code)
              .join(', ')}…`
          : entries.map((e) => e.code).join(', '),
      after: { added, updated, codes: entries.map((e) => e.code) },
    })
    return { added, updated }
  })
}
