import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { ManagePage } from '../../../lib/manage-page.tsx'
import type { ConfigRow } from '../api/types.ts'
import { addConfig, copyConfigAs, makeDefault, removeConfig, setEnabled } from '../stores/config-actions.ts'
import { configList } from '../stores/config-list.ts'
import { ConfigTable, type RowAction } from './config-table.tsx'
import { ConfirmDialog } from '../../../lib/confirm-dialog.tsx'
import { ForbiddenNotice } from './forbidden-notice.tsx'
import { NameDialog } from './name-dialog.tsx'
import '../styles.ts'
import '../../../lib/i18n/config-messages.ts'

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
  const { status } = useStore(configList.$state)
  const [dialog, setDialog] = useState<Dialog>(null)
  useEffect(() => void configList.reload(), [])
  if (status === 'forbidden') return <ForbiddenNotice />

  const onAction = (action: RowAction, row: ConfigRow) => {
    if (action === 'view') onOpen(row.id)
    else if (action === 'default') void makeDefault(row.id)
    else setDialog({ kind: action, row })
  }

  const close = () => setDialog(null)
  const search = {
    list: configList,
    label: t('quoteConfig.search'),
    buttonLabel: t('quoteConfig.searchButton'),
    testId: 'qc-search',
  }
  const add = can('add') && {
    label: t('quoteConfig.add'),
    testId: 'qc-add',
    tour: 'quote-config-add-rule',
    onClick: () => setDialog({ kind: 'add' }),
  }
  return (
    <ManagePage
      title={t('router.quoteConfigManage')}
      testId="quote-config-manage"
      className="qe-qc-manage"
      toolbar={{ className: 'qe-qc-bar', search, add }}
    >
      <div data-testid="qc-list">
        <ConfigTable can={can} onAction={onAction} onToggle={(row, enabled) => void setEnabled(row, enabled)} />
      </div>
      {dialog?.kind === 'add' && (
        <NameDialog
          title="quoteConfig.add"
          hint="quoteConfig.addHint"
          onClose={close}
          onSubmit={async (name, description) => (await addConfig(name, description)) !== null}
        />
      )}
      {dialog?.kind === 'copy' && (
        <NameDialog
          title="quoteConfig.action.copy"
          hint="quoteConfig.copyHint"
          initialName={t('quoteConfig.copyName', { name: dialog.row.name })}
          onClose={close}
          onSubmit={async (name, description) => (await copyConfigAs(dialog.row.id, name, description)) !== null}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          message={t('quoteConfig.deleteConfirm', { name: dialog.row.name })}
          confirmLabel={t('quoteConfig.action.delete')}
          onConfirm={() => removeConfig(dialog.row.id)}
          onClose={close}
          testId="qc"
        />
      )}
    </ManagePage>
  )
}
