import { http } from '../../../lib/api/client.ts'
import { ADMIN_API, type AuditLogRow } from '../../../../contract/admin.ts'
import type { Paged } from '../../../../contract/wire.ts'

/** GET /api/admin/audit-log: one page, newest first; `targetType` '' means any. Silent: the screen shows the error. */
export async function getAuditLog(
  pageIndex: number,
  pageSize: number,
  keyword: string,
  targetType: string,
): Promise<Paged<AuditLogRow>> {
  const params = { pageIndex, pageSize, keyword: keyword || undefined, targetType: targetType || undefined }
  return (await http.get<Paged<AuditLogRow>>(ADMIN_API.auditLog, { params, silent: true })).data
}
