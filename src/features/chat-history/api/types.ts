/** A chat record as the history lists show it (SPEC §3). */
export interface ChatRecord {
  id: number | string
  /** May be empty; shown as 暂无名称. */
  name: string
  /** ISO 8601. */
  updateTime: string
}
