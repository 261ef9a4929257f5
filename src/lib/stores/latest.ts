// Overlapping requests (a slow search, then a faster one; a reply after a logout) must not land
// out of order. Each store keeps one `Latest`; a reply is applied only while its ticket is current.

/** One request's claim on the store; see `Latest`. */
export interface Ticket {
  /** True until a newer request starts (`next`) or the owner invalidates every ticket. */
  current(): boolean
}

/** Tells the newest of overlapping requests apart from the stale ones. */
export interface Latest {
  /** Starts a new request: every earlier ticket stops being current. */
  next(): Ticket
  /**
   * A ticket for work that belongs to what is already running (the next page of the list just
   * loaded, a poll of the open conversation); it lapses with the next `next()` or `invalidate()`.
   */
  join(): Ticket
  /** Makes every ticket stale (a reset, a logout, a new conversation). */
  invalidate(): void
}

/** A new, independent `Latest`. */
export function createLatest(): Latest {
  let generation = 0
  const ticket = (mine: number): Ticket => ({ current: () => mine === generation })
  return {
    next: () => ticket(++generation),
    join: () => ticket(generation),
    invalidate: () => {
      generation++
    },
  }
}
