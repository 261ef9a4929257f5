import { useEffect, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ConfigRow } from '../api/types.ts'
import { addConfig, copyConfigAs, makeDefault, removeConfig, setEnabled } from '../stores/config-actions.ts'
import { $configList, loadConfigs, searchConfigs } from '../stores/config-list.ts'
import { ConfigTable, type RowAction } from './config-table.tsx'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { ForbiddenNotice } from './forbidden-notice.tsx'
import { NameDialog } from './name-dialog.tsx'
import { Pager } from './pager.tsx'

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
  const list = useStore($configList)
  const [keyword, setKeyword] = useState(list.keyword)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void loadConfigs(), [])
  if (list.forbidden) return <ForbiddenNotice />

  const search = (e: FormEvent) => {
    e.preventDefault()
    void searchConfigs(keyword)
  }
  const onAction = (action: RowAction, row: ConfigRow) => {
    if (action === 'view') onOpen(row.id)
    else if (action === 'default') void makeDefault(row.id)
    else setDialog({ kind: action, row })
  }

  return (
    <main className="qe-page qe-qc-manage" data-testid="quote-config-manage">
      <h1 className="qe-title">{t('router.quoteConfigManage')}</h1>
      <div className="qe-toolbar qe-qc-bar">
        <form className="qe-toolbar" role="search" onSubmit={search}>
          <sl-input size="small" aria-label={t('quoteConfig.search')} placeholder={t('quoteConfig.search')} value={keyword} clearable onsl-input={(e: CustomEvent) => setKeyword((e.target as HTMLInputElement).value)} onsl-clear={() => void searchConfigs('')} data-testid="qc-search" />
          <sl-button size="small" type="submit" data-testid="qc-search-submit">
            {t('quoteConfig.searchButton')}
          </sl-button>
        </form>
        {can('add') && (
          <sl-button size="small" variant="primary" data-tour="quote-config-add-rule" data-testid="qc-add" onClick={() => setDialog({ kind: 'add' })}>
            {t('quoteConfig.add')}
          </sl-button>
        )}
      </div>
      {list.status === 'error' ? (
        <div className="qe-center" role="alert" data-testid="qc-list-error">
          <p className="qe-error">{list.message}</p>
          <sl-button onClick={() => void loadConfigs()}>{t('common.retry')}</sl-button>
        </div>
      ) : list.status !== 'ready' && list.rows.length === 0 ? (
        <div className="qe-center" aria-busy="true">
          <sl-spinner />
        </div>
      ) : list.rows.length === 0 ? (
        <p className="qe-muted qe-center" data-testid="qc-empty">
          {list.keyword ? t('quoteConfig.noMatch', { keyword: list.keyword }) : t('quoteConfig.empty')}
        </p>
      ) : (
        <div aria-busy={list.status === 'loading'}>
          <ConfigTable rows={list.rows} can={can} onAction={onAction} onToggle={(row, enabled) => void setEnabled(row, enabled)} />
          <Pager page={list.pageIndex} pages={list.totalPages} total={list.totalCount} onPage={(p) => void loadConfigs(p)} />
        </div>
      )}
      {dialog?.kind === 'add' && (
        <NameDialog title="quoteConfig.add" hint="quoteConfig.addHint" onClose={() => setDialog(null)} onSubmit={async (name, description) => (await addConfig(name, description)) !== null} />
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
        <ConfirmDialog message={t('quoteConfig.deleteConfirm', { name: dialog.row.name })} confirmLabel={t('quoteConfig.action.delete')} onConfirm={() => removeConfig(dialog.row.id)} onClose={() => setDialog(null)} testId="qc" />
      )}
    </main>
  )
}
