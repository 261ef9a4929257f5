import type { Envelope, Paged } from '../../../../contract/wire.ts'
import { deleteProcessRecord } from '../api/delete-process-record.ts'
import { deleteQuoteRecord } from '../api/delete-quote-record.ts'
import { getProcessRecords } from '../api/get-process-records.ts'
import { getQuoteRecordKeptOrders } from '../api/get-quote-record-kept-orders.ts'
import { getQuoteRecords } from '../api/get-quote-records.ts'
import { renameProcessRecord } from '../api/rename-process-record.ts'
import { renameQuoteRecord } from '../api/rename-quote-record.ts'
import type { ChatRecord } from '../api/types.ts'

/** Which history a list shows: AI quote chats, or process-assistant chats (route meta `process`). */
export type HistoryKind = 'quote' | 'process'

interface HistoryApi {
  page(pageIndex: number, pageSize: number): Promise<Paged<ChatRecord>>
  rename(id: ChatRecord['id'], name: string): Promise<Envelope<ChatRecord>>
  remove(id: ChatRecord['id']): Promise<Envelope<boolean>>
  /** Numbers of the quote orders that keep the record's parts and files when it is deleted. */
  keptOrders?(id: ChatRecord['id']): Promise<string[]>
}

/** The calls behind each kind; both kinds behave the same in the menu. */
export const HISTORY_API: Record<HistoryKind, HistoryApi> = {
  quote: {
    page: getQuoteRecords,
    rename: renameQuoteRecord,
    remove: deleteQuoteRecord,
    keptOrders: getQuoteRecordKeptOrders,
  },
  process: { page: getProcessRecords, rename: renameProcessRecord, remove: deleteProcessRecord },
}
