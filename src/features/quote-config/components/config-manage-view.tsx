import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchForm } from '../../../lib/search-form.tsx'
import { Pager } from '../../../lib/pager.tsx'
import type { ConfigRow } from '../api/types.ts'
import { addConfig, copyConfigAs, makeDefault, removeConfig, setEnabled } from '../stores/config-actions.ts'
import { configList } from '../stores/config-list.ts'
import { ConfigTable, type RowAction } from './config-table.tsx'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { ForbiddenNotice } from './forbidden-notice.tsx'
import { NameDialog } from './name-dialog.tsx'
import '../styles.ts'

/** Props of ConfigManageView. */
export interface ConfigManageViewProps {
  /** The route's action permissions. */
  can: (name: string) => boolean
  /** Opens a configuration's detail screen. */
  onOpen: (id: number) => void
}

type Dialog = { kind: 'add' } | { kind: 'copy' | 'delete'; row: ConfigRow } | null

/** /quote-config/manage: search, page, add, copy, set default, enable or disable, delete. */
export function ConfigManageView({ can, onOpen }: ConfigManageViewProps) {
  const t = useT()
  const list = useStore(configList.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void configList.reload(), [])
  if (list.status === 'forbidden') return <ForbiddenNotice />

  const onAction = (action: RowAction, row: ConfigRow) => {
    if (action === 'view') onOpen(row.id)
    else if (action === 'default') void makeDefault(row.id)
    else setDialog({ kind: action, row })
  }

  return (
    <main className="qe-page qe-qc-manage" data-testid="quote-config-manage">
      <h1 className="qe-title">{t('router.quoteConfigManage')}</h1>
      <div className="qe-toolbar qe-qc-bar">
        <SearchForm
          list={configList}
          label={t('quoteConfig.search')}
          buttonLabel={t('quoteConfig.searchButton')}
          testId="qc-search"
        />
        {can('add') && (
          <sl-button
            size="small"
            variant="primary"
            data-tour="quote-config-add-rule"
            data-testid="qc-add"
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('quoteConfig.add')}
          </sl-button>
        )}
      </div>
      <div data-testid="qc-list">
        <ConfigTable
          state={list}
          can={can}
          onAction={onAction}
          onToggle={(row, enabled) => void setEnabled(row, enabled)}
          onRetry={() => void configList.reload()}
        />
        {list.status !== 'error' && list.totalCount > 0 && <Pager list={configList} testId="qc" />}
      </div>
      {dialog?.kind === 'add' && (
        <NameDialog
          title="quoteConfig.add"
          hint="quoteConfig.addHint"
          onClose={() => setDialog(null)}
          onSubmit={async (name, description) => (await addConfig(name, description)) !== null}
        />
      )}
      {dialog?.kind === 'copy' && (
        <NameDialog
          title="quoteConfig.action.copy"
          hint="quoteConfig.copyHint"
          initialName={t('quoteConfig.copyName', { name: dialog.row.name })}
          onClose={() => setDialog(null)}
          onSubmit={async (name, description) => (await copyConfigAs(dialog.row.id, name, description)) !== null}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('quoteConfig.deleteConfirm', { name: dialog.row.name })}
          confirmLabel={t('quoteConfig.action.delete')}
          onConfirm={() => removeConfig(dialog.row.id)}
          onClose={() => setDialog(null)}
          testId="qc"
        />
      )}
    </main>
  )
}
