import { pageGetter } from '../../../lib/api/get-page.ts'
import { ADMIN_API, type AuditLogRow } from '../../../../contract/admin.ts'

/** Filters of the audit log: `targetType` '' means any. */
export interface AuditLogFilters {
  targetType: string
}

/** GET /api/admin/audit-log: one page, newest first. Silent: the screen shows the error. */
export const getAuditLog = pageGetter<AuditLogRow, AuditLogFilters>(ADMIN_API.auditLog)
