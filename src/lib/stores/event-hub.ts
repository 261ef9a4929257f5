/** A listener of one event of a hub. */
export type HubListener<Events, K extends keyof Events> = (detail: Events[K]) => void

/** A feature's typed events: stores tell them, the screen that hosts the feature listens. */
export interface EventHub<Events> {
  /** Subscribes to one event; returns the unsubscribe function. */
  on: <K extends keyof Events>(name: K, cb: HubListener<Events, K>) => () => void
  /** Tells every subscriber of the event (the stores call this; components never do). */
  notify: <K extends keyof Events>(name: K, detail: Events[K]) => void
}

/** Creates the hub of one feature's events (a map of event name to its detail). */
export function createEventHub<Events>(): EventHub<Events> {
  const listeners = new Map<keyof Events, Set<(detail: never) => void>>()
  const setOf = <K extends keyof Events>(name: K): Set<HubListener<Events, K>> => {
    let set = listeners.get(name)
    if (!set) listeners.set(name, (set = new Set()))
    return set as Set<HubListener<Events, K>>
  }
  return {
    on: (name, cb) => {
      const set = setOf(name)
      set.add(cb)
      return () => void set.delete(cb)
    },
    notify: (name, detail) => {
      for (const cb of setOf(name)) cb(detail)
    },
  }
}
