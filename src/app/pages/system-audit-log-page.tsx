import { AuditLogView } from '../../features/admin/components/audit-log-view.tsx'

/** /system/audit-log: read-only, so no action permissions to pass (the server checks `view`). */
export function SystemAuditLogPage() {
  return <AuditLogView />
}
