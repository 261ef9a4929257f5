import type { AuditLogRow } from '../../../../contract/admin.ts'
import { createPagedList } from '../../../lib/paged-list/create-paged-list.ts'
import { getAuditLog } from '../api/get-audit-log.ts'

/** The admin changes on /system/audit-log, searched by actor, action and target, filtered by target kind. */
export const auditLog = createPagedList<AuditLogRow, { targetType: string }>({
  fetchPage: getAuditLog,
  pageSize: 20,
  filters: { targetType: '' },
})
