import type { QuotedDates } from '../lib/quoted-parts.ts'
import { createEventHub } from '../../../lib/stores/event-hub.ts'

/** What the conversation tells the screen that hosts it (the app composes these with other features). */
export interface ConversationEvents {
  /** A new chat record was created by an upload. */
  recordCreated: { id: number; name: string; updateTime: string }
  /** An upload was analysed and priced: its parts, each with the tier it is priced at and its promised dates. */
  quoteCreated: { chatRecordId: number; partIds: number[] } & QuotedDates
}

const hub = createEventHub<ConversationEvents>()

/** Subscribes to a conversation event; returns the unsubscribe function. */
export const onConversation = hub.on

/** Tells every subscriber (the stores call this; components never do). */
export const notifyConversation = hub.notify
