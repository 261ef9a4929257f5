/** A chat record as the history lists show it; the name may be empty (shown as 暂无名称). */
export type { ChatRecord } from '../../../../contract/chat-records.ts'
