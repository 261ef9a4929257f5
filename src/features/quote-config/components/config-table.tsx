import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ConfigRow } from '../api/types.ts'

/** What the table's row buttons ask for. */
export type RowAction = 'view' | 'copy' | 'default' | 'delete'

/** Props of ConfigTable. */
export interface ConfigTableProps {
  rows: ConfigRow[]
  /** The page's action permissions (the route's meta.permission). */
  can: (name: string) => boolean
  onAction: (action: RowAction, row: ConfigRow) => void
  onToggle: (row: ConfigRow, enabled: boolean) => void
}

const date = (iso: string) => (iso ? iso.slice(0, 16).replace('T', ' ') : '')

/** The configurations: name, default, status, version, last update and the row actions. */
export function ConfigTable({ rows, can, onAction, onToggle }: ConfigTableProps) {
  const t = useT()
  const button = (action: RowAction, row: ConfigRow, index: number, extra: Record<string, unknown> = {}) => (
    <sl-button size="small" variant="text" data-testid={`qc-${action}-${row.id}`} onClick={() => onAction(action, row)} {...extra}>
      {t(`quoteConfig.action.${action}`)}
    </sl-button>
  )
  return (
    <div className="qe-qc-table-wrap">
      <table className="qe-qc-table" data-testid="qc-list">
        <thead>
          <tr>
            <th scope="col">{t('quoteConfig.name')}</th>
            <th scope="col">{t('quoteConfig.description')}</th>
            <th scope="col">{t('quoteConfig.version')}</th>
            <th scope="col">{t('quoteConfig.enabled')}</th>
            <th scope="col">{t('quoteConfig.updated')}</th>
            <th scope="col">{t('quoteConfig.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id} data-testid={`qc-row-${row.id}`}>
              <td>
                {row.name} {row.isDefault && <span className="qe-qc-badge">{t('quoteConfig.default')}</span>}
              </td>
              <td className="qe-muted">{row.description}</td>
              <td>v{row.currentVersion}</td>
              <td>
                <sl-switch
                  checked={row.enabled}
                  disabled={row.isDefault || !can('edit')}
                  aria-label={t('quoteConfig.enabled')}
                  data-testid={`qc-enabled-${row.id}`}
                  onsl-change={(e: CustomEvent) => onToggle(row, (e.target as HTMLInputElement).checked)}
                />
              </td>
              <td>{date(row.updateTime)}</td>
              <td className="qe-qc-actions">
                {/* The first row's button is the tour's "view details" step. */}
                {button('view', row, i, i === 0 ? { 'data-tour': 'quote-config-view-details' } : {})}
                {can('add') && button('copy', row, i)}
                {can('edit') && !row.isDefault && row.enabled && button('default', row, i)}
                {can('delete') && !row.isDefault && button('delete', row, i)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
