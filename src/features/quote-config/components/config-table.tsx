import { useStore } from '@nanostores/react'
import { ListTable } from '../../../lib/data-table/list-table.tsx'
import { rowActionsColumn } from '../../../lib/data-table/row-actions.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { CellSwitch } from '../../../lib/data-table/cell-switch.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ConfigRow } from '../api/types.ts'
import { configList } from '../stores/config-list.ts'
import { TimeText } from '../../../lib/format/time-text.tsx'
import { SeededText } from '../../../lib/i18n/seeded-text.tsx'
import '../../../lib/i18n/config-messages.ts'

/** What the table's row buttons ask for. */
export type RowAction = 'view' | 'copy' | 'default' | 'delete'

/** Props of ConfigTable. */
export interface ConfigTableProps {
  /** The page's action permissions (the route's meta.permission). */
  can: (name: string) => boolean
  onAction: (action: RowAction, row: ConfigRow) => void
  onToggle: (row: ConfigRow, enabled: boolean) => void
}

/** The configurations: name, default, status, version, last update and the row actions (Enter opens a row). */
export function ConfigTable({ can, onAction, onToggle }: ConfigTableProps) {
  const t = useT()
  const { keyword, message } = useStore(configList.$state)
  const columns: Column<ConfigRow>[] = [
    {
      key: 'name',
      title: 'quoteConfig.name',
      fixed: true,
      render: (row) => (
        <>
          <SeededText kind="seededConfig" name="name" stored={row.name} />{' '}
          {row.isDefault && <span className="qe-qc-badge">{t('quoteConfig.default')}</span>}
        </>
      ),
    },
    {
      key: 'description',
      title: 'quoteConfig.description',
      render: (row) => (
        <span className="qe-muted">
          <SeededText kind="seededConfig" name="description" stored={row.description} />
        </span>
      ),
    },
    { key: 'currentVersion', title: 'quoteConfig.version', render: (row) => `v${row.currentVersion}` },
    {
      key: 'enabled',
      title: 'quoteConfig.enabled',
      render: (row) => (
        <CellSwitch
          checked={row.enabled}
          disabled={row.isDefault || !can('edit')}
          label={t('quoteConfig.enabled')}
          testId={`qc-enabled-${row.id}`}
          onChange={(checked) => onToggle(row, checked)}
        />
      ),
    },
    { key: 'updateTime', title: 'quoteConfig.updated', render: (row) => <TimeText iso={row.updateTime} /> },
    rowActionsColumn<ConfigRow, RowAction>(
      { title: 'quoteConfig.actions', className: 'qe-qc-actions' },
      {
        actions: (row) => [
          'view',
          can('add') && 'copy',
          can('edit') && !row.isDefault && row.enabled && 'default',
          can('delete') && !row.isDefault && 'delete',
        ],
        label: (action) => t(`quoteConfig.action.${action}`),
        testId: (action, row) => `qc-${action}-${row.id}`,
        onAction,
        // The first row's "view" button is the tour's "view details" step.
        attributes: (action, _, index) =>
          action === 'view' && index === 0 ? { 'data-tour': 'quote-config-view-details' } : undefined,
      },
    ),
  ]

  return (
    <ListTable
      list={configList}
      id="quote-configs"
      label={t('router.quoteConfigManage')}
      columns={columns}
      errorText={message}
      testId="qc"
      emptyText={keyword ? t('quoteConfig.noMatch', { keyword }) : t('quoteConfig.empty')}
      onActivate={(row) => onAction('view', row)}
    />
  )
}
