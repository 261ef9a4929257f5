import { cancelRepricing } from './reprice.ts'
import { openRecord, startConversation } from './conversation.ts'
import { setSelected } from './selection.ts'
import { clearQueue } from './upload.ts'

/** The start button: a fresh conversation with nothing queued, ticked or re-pricing. */
export function newQuote(): void {
  clearQueue()
  cancelRepricing()
  setSelected([])
  startConversation()
}

/** Shows a chat record (`?id=` or `record-id`); the upload queue is kept, it belongs to no record yet. */
export async function showRecord(id: number): Promise<void> {
  cancelRepricing()
  setSelected([])
  await openRecord(id)
}
