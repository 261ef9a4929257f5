import '@shoelace-style/shoelace/dist/components/button/button.js'
import { DataTable } from '../../../lib/data-table/data-table.tsx'
import type { Column } from '../../../lib/data-table/types.ts'
import { CellSwitch } from '../../../lib/data-table/cell-switch.tsx'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { PagedListState } from '../../../lib/paged-list/types.ts'
import type { ConfigRow } from '../api/types.ts'
import { formatTime } from '../../../lib/format/date-time.ts'

/** What the table's row buttons ask for. */
export type RowAction = 'view' | 'copy' | 'default' | 'delete'

/** Props of ConfigTable. */
export interface ConfigTableProps {
  state: PagedListState<ConfigRow>
  /** The page's action permissions (the route's meta.permission). */
  can: (name: string) => boolean
  onAction: (action: RowAction, row: ConfigRow) => void
  onToggle: (row: ConfigRow, enabled: boolean) => void
  onRetry: () => void
}

const date = formatTime

/** The configurations: name, default, status, version, last update and the row actions (Enter opens a row). */
export function ConfigTable({ state, can, onAction, onToggle, onRetry }: ConfigTableProps) {
  const t = useT()
  const button = (action: RowAction, row: ConfigRow, extra: Record<string, unknown> = {}) => (
    <sl-button
      size="small"
      variant="text"
      data-testid={`qc-${action}-${row.id}`}
      onClick={() => onAction(action, row)}
      {...extra}
    >
      {t(`quoteConfig.action.${action}`)}
    </sl-button>
  )
  const columns: Column<ConfigRow>[] = [
    {
      key: 'name',
      title: 'quoteConfig.name',
      fixed: true,
      render: (row) => (
        <>
          {row.name} {row.isDefault && <span className="qe-qc-badge">{t('quoteConfig.default')}</span>}
        </>
      ),
    },
    {
      key: 'description',
      title: 'quoteConfig.description',
      render: (row) => <span className="qe-muted">{row.description}</span>,
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
    { key: 'updateTime', title: 'quoteConfig.updated', render: (row) => date(row.updateTime) },
    {
      key: 'actions',
      title: 'quoteConfig.actions',
      fixed: true,
      className: 'qe-qc-actions',
      render: (row, index) => (
        <>
          {/* The first row's button is the tour's "view details" step. */}
          {button('view', row, index === 0 ? { 'data-tour': 'quote-config-view-details' } : {})}
          {can('add') && button('copy', row)}
          {can('edit') && !row.isDefault && row.enabled && button('default', row)}
          {can('delete') && !row.isDefault && button('delete', row)}
        </>
      ),
    },
  ]

  return (
    <DataTable
      id="quote-configs"
      label={t('router.quoteConfigManage')}
      columns={columns}
      rows={state.rows}
      rowKey={(row) => String(row.id)}
      status={state.status}
      message={state.message}
      errorText={state.message}
      onRetry={onRetry}
      testId="qc"
      emptyText={state.keyword ? t('quoteConfig.noMatch', { keyword: state.keyword }) : t('quoteConfig.empty')}
      onActivate={(row) => onAction('view', row)}
    />
  )
}
