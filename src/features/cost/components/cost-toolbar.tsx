import { useStore } from '@nanostores/react'
import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { KEYWORD_MAX } from '../../../../contract/wire.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchReset } from '../../../lib/search-reset.tsx'
import type { CostTableName } from '../api/types.ts'
import { $costExporting, downloadCostTable } from '../stores/cost-export.ts'
import { costList } from '../stores/cost-table.ts'

/** Props of CostToolbar. */
export interface CostToolbarProps {
  table: CostTableName
  /** Update-only tables have no add button. */
  canAdd: boolean
  onAdd: () => void
}

/** Search (Enter or the button; clearing searches again), add, and XLSX export of the matching rows. */
export function CostToolbar({ table, canAdd, onAdd }: CostToolbarProps) {
  const t = useT()
  const list = costList(table)
  const { keyword } = useStore(list.$state)
  const exporting = useStore($costExporting) === table
  const [text, setText] = useState(keyword)

  function submit(e: FormEvent) {
    e.preventDefault()
    void list.search(text)
  }

  return (
    <form className="qe-toolbar qe-cost-toolbar" role="search" onSubmit={submit} data-testid="cost-toolbar">
      <sl-input
        type="search"
        clearable
        value={text}
        placeholder={t('cost.searchPlaceholder')}
        label={t('cost.search')}
        maxlength={KEYWORD_MAX}
        data-testid="cost-search"
        onsl-input={(e: Event) => setText((e.target as HTMLInputElement).value)}
        onsl-clear={() => void list.search('')}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit(e)
        }}
      />
      <sl-button type="submit" data-testid="cost-search-button">
        <sl-icon slot="prefix" name="search" />
        {t('cost.search')}
      </sl-button>
      <SearchReset list={list} onReset={() => setText('')} testId="cost-search" size="medium" />
      <span className="qe-cost-spacer" />
      {canAdd && (
        <sl-button variant="primary" onClick={onAdd} data-testid="cost-add">
          <sl-icon slot="prefix" name="plus-lg" />
          {t('cost.add')}
        </sl-button>
      )}
      <sl-button loading={exporting} onClick={() => void downloadCostTable(table)} data-testid="cost-export">
        <sl-icon slot="prefix" name="download" />
        {t('cost.export')}
      </sl-button>
    </form>
  )
}
