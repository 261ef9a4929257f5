/** What the conversation tells the screen that hosts it (the app composes these with other features). */
export interface ConversationEvents {
  /** A new chat record was created by an upload. */
  recordCreated: { id: number; name: string; updateTime: string }
  /** An upload was analysed and priced. */
  quoteCreated: { chatRecordId: number; partIds: number[] }
}

type Listener<K extends keyof ConversationEvents> = (detail: ConversationEvents[K]) => void
const listeners: { [K in keyof ConversationEvents]: Set<Listener<K>> } = {
  recordCreated: new Set(),
  quoteCreated: new Set(),
}

/** Subscribes to a conversation event; returns the unsubscribe function. */
export function onConversation<K extends keyof ConversationEvents>(name: K, cb: Listener<K>): () => void {
  const set = listeners[name] as Set<Listener<K>>
  set.add(cb)
  return () => set.delete(cb)
}

/** Tells every subscriber (the stores call this; components never do). */
export function notifyConversation<K extends keyof ConversationEvents>(name: K, detail: ConversationEvents[K]): void {
  for (const cb of listeners[name] as Set<Listener<K>>) cb(detail)
}
