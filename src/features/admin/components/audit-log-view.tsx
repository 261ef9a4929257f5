import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { auditTarget, auditVerb, type AuditLogRow } from '../../../../contract/admin.ts'
import { ListTable } from '../../../lib/data-table/list-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ManagePage } from '../../../lib/manage-page.tsx'
import { changedFields } from '../lib/audit-diff.ts'
import { auditTargetName } from '../lib/audit-target.tsx'
import { auditLog } from '../stores/audit-log.ts'
import '../messages.ts'
import '../styles.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'

/** What one change did, field by field (opened under its row). */
function AuditChanges({ row }: { row: AuditLogRow }) {
  const t = useT()
  const changes = changedFields(row.before, row.after)
  if (changes.length === 0) return <p className="qe-muted">{t('admin.audit.noChanges')}</p>
  return (
    <table className="qe-data-table-grid" aria-label={t('admin.audit.changes')} data-testid="audit-changes">
      <thead>
        <tr>
          <th scope="col">{t('admin.audit.field')}</th>
          <th scope="col">{t('admin.audit.before')}</th>
          <th scope="col">{t('admin.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.key}>
            <th scope="row">{c.field}</th>
            <td>{c.before}</td>
            <td>{c.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** /system/audit-log: who changed what in the back office, when, before and after. */
export function AuditLogView() {
  const t = useT()
  const list = useStore(auditLog.$state)
  useEffect(() => void auditLog.reload(), [])
  const columns: Column<AuditLogRow>[] = [
    { key: 'createdAt', title: 'admin.audit.time', fixed: true, render: (row) => <TimeText iso={row.createdAt} /> },
    { key: 'actorName', title: 'admin.audit.actor', userData: true },
    {
      key: 'action',
      title: 'admin.audit.action',
      render: (row) => {
        const verb = auditVerb(row.action)
        return verb ? t(`admin.audit.verbs.${verb}`) : row.action
      },
    },
    { key: 'targetType', title: 'admin.audit.target', render: (row) => t(`admin.audit.targets.${row.targetType}`) },
    { key: 'targetName', title: 'admin.audit.targetName', render: auditTargetName },
  ]
  const search = {
    list: auditLog,
    label: t('admin.audit.search'),
    buttonLabel: t('admin.search'),
    testId: 'audit-search',
  }
  const target = (
    <select
      aria-label={t('admin.audit.target')}
      value={list.filters.targetType}
      onChange={(e) => void auditLog.setFilters({ targetType: e.target.value })}
      data-testid="audit-filter-target"
    >
      <option value="">{t('admin.audit.anyTarget')}</option>
      {auditTarget.options.map((target) => (
        <option key={target} value={target}>
          {t(`admin.audit.targets.${target}`)}
        </option>
      ))}
    </select>
  )
  return (
    <ManagePage
      title={t('admin.audit.title')}
      testId="admin-audit-log"
      className="qe-admin"
      toolbar={{ className: 'qe-admin-bar', search }}
      tools={target}
    >
      <ListTable
        list={auditLog}
        id="admin-audit-log"
        label={t('admin.audit.title')}
        columns={columns}
        emptyText={t('admin.audit.empty')}
        renderExpanded={(row) => <AuditChanges row={row} />}
        testId="audit"
      />
    </ManagePage>
  )
}
