/** What the process screen tells the page or element that hosts it. */
export interface ProcessEvents {
  /** An upload created a new process record. */
  recordCreated: { id: number; name: string; updateTime: string; dispatchId: string | null }
  /** The analysis of a new record finished with its first route. */
  planned: { chatRecordId: number; version: number }
}

type Listener<K extends keyof ProcessEvents> = (detail: ProcessEvents[K]) => void
const listeners: { [K in keyof ProcessEvents]: Set<Listener<K>> } = { recordCreated: new Set(), planned: new Set() }

/** Subscribes to a process event; returns the unsubscribe function. */
export function onProcess<K extends keyof ProcessEvents>(name: K, cb: Listener<K>): () => void {
  const set = listeners[name] as Set<Listener<K>>
  set.add(cb)
  return () => set.delete(cb)
}

/** Tells every subscriber (stores call this; components never do). */
export function notifyProcess<K extends keyof ProcessEvents>(name: K, detail: ProcessEvents[K]): void {
  for (const cb of listeners[name] as Set<Listener<K>>) cb(detail)
}
