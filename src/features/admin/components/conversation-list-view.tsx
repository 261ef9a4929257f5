import { useEffect, useState, type FormEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import type { ConversationKind } from '../../../../contract/admin-conversations.ts'
import { KEYWORD_MAX } from '../../../../contract/wire.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { SearchReset } from '../../../lib/search-reset.tsx'
import { Pager } from '../../../lib/pager.tsx'
import { conversationList } from '../stores/conversation-list.ts'
import { ConversationTable } from './conversation-table.tsx'
import '../messages.ts'
import '../styles.ts'

/** The back office's list of every customer's conversations, quote or process, read-only. */
export function ConversationListView({ onOpen }: { onOpen: (kind: ConversationKind, id: number) => void }) {
  const t = useT()
  const list = useStore(conversationList.$state)
  const [keyword, setKeyword] = useState(list.keyword)
  useEffect(() => void conversationList.reload(), [])
  const search = (e: FormEvent) => {
    e.preventDefault()
    void conversationList.search(keyword)
  }
  return (
    <section className="qe-admin" aria-label={t('admin.conversation.title')} data-testid="admin-conversation-list">
      <div className="qe-toolbar qe-admin-bar">
        <form className="qe-toolbar" role="search" onSubmit={search}>
          <sl-input
            size="small"
            aria-label={t('admin.conversation.search')}
            placeholder={t('admin.conversation.search')}
            value={keyword}
            maxlength={KEYWORD_MAX}
            clearable
            onsl-input={(e: CustomEvent) => setKeyword((e.target as HTMLInputElement).value)}
            onsl-clear={() => void conversationList.search('')}
            data-testid="admin-conversation-search"
          />
          <sl-button size="small" type="submit" data-testid="admin-conversation-search-submit">
            {t('admin.search')}
          </sl-button>
          <SearchReset list={conversationList} onReset={() => setKeyword('')} testId="admin-conversation-search" />
        </form>
        <select
          aria-label={t('admin.conversation.kind')}
          value={list.filters.kind}
          onChange={(e) => void conversationList.setFilters({ kind: e.target.value as ConversationKind })}
          data-testid="admin-conversation-kind"
        >
          <option value="quote">{t('admin.conversation.quote')}</option>
          <option value="process">{t('admin.conversation.process')}</option>
        </select>
      </div>
      <ConversationTable
        state={list}
        onOpen={(row) => onOpen(row.kind, row.id)}
        onRetry={() => void conversationList.reload()}
      />
      {list.status !== 'error' && list.totalCount > 0 && <Pager list={conversationList} testId="admin-conversations" />}
    </section>
  )
}
