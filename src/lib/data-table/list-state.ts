import { t, type MessageKey } from '../i18n/index.ts'
import type { PagedListState } from '../paged-list/types.ts'

/** What a paged list's table says: no rows, none matching the search (`{search}`), a failure (`{message}`), no right. */
export interface ListTexts {
  empty: MessageKey
  noMatch: MessageKey
  loadFailed: MessageKey
  forbidden: MessageKey
}

type ListState<Row> = Pick<PagedListState<Row>, 'rows' | 'status' | 'message' | 'keyword'>

/** A DataTable's rows and state from a paged list: the rows, the status, and the words of each state. */
export function listStateProps<Row>(state: ListState<Row>, texts: ListTexts) {
  return {
    rows: state.rows,
    status: state.status,
    message: state.message,
    emptyText: state.keyword ? t(texts.noMatch, { search: state.keyword }) : t(texts.empty),
    errorText: t(texts.loadFailed, { message: state.message }),
    forbiddenText: t(texts.forbidden),
  }
}
