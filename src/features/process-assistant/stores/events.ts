import { createEventHub } from '../../../lib/stores/event-hub.ts'

/** What the process screen tells the page or element that hosts it. */
export interface ProcessEvents {
  /** An upload created a new process record. */
  recordCreated: { id: number; name: string; updateTime: string; dispatchId: string | null }
  /** The analysis of a new record finished with its first route. */
  planned: { chatRecordId: number; version: number }
}

const hub = createEventHub<ProcessEvents>()

/** Subscribes to a process event; returns the unsubscribe function. */
export const onProcess = hub.on

/** Tells every subscriber (stores call this; components never do). */
export const notifyProcess = hub.notify
