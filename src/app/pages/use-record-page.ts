import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'
import { prependChatRecord } from '../../features/chat-history/stores/chat-history.ts'
import type { ChatRecord } from '../../../contract/chat-records.ts'
import { chatRecordHref, conversationPath } from '../../lib/paths.ts'

/**
 * What both conversation pages (AI quote, process assistant) share: the record to reopen from
 * `?id=`, a new record joining the side-menu history at once and taking the address (so a reload
 * or a shared link reopens it), and "new" going back to the screen's own address without a record.
 * `screen` holds these as the screen's props; `navigate` is for the page's own links.
 */
export function useRecordPage(kind: 'quote' | 'process') {
  const [, navigate] = useLocation()
  const raw = new URLSearchParams(useSearch()).get('id') ?? ''
  const recordId = /^\d+$/.test(raw) ? Number(raw) : undefined
  const onRecordCreated = useCallback(
    (record: ChatRecord) => {
      prependChatRecord(kind, record)
      navigate(chatRecordHref(kind, String(record.id)), { replace: true })
    },
    [kind, navigate],
  )
  const onNew = useCallback(() => navigate(conversationPath(kind)), [kind, navigate])
  return { screen: { recordId, onRecordCreated, onNew }, navigate }
}
