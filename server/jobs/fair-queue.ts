/** Whose job it is (a user id): queued jobs are taken round-robin across lanes. */
export type Lane = string | number

interface LaneQueue<T> {
  items: T[]
  /** The turn at which this lane last had an item taken; 0 for a lane that just arrived. */
  served: number
  /** Items taken and not yet done: the lane keeps its turn while they run. */
  running: number
}

/**
 * A queue that hands out the next item of the lane served longest ago (ties: the lane queued
 * first), so one lane's burst delays another lane's single item by at most one item per taker.
 * Callers report each taken item as done.
 */
export class FairQueue<T> {
  private readonly lanes = new Map<Lane, LaneQueue<T>>()
  private turn = 0
  private count = 0

  /** Items waiting (taken ones not counted). */
  get size() {
    return this.count
  }

  push(lane: Lane, item: T) {
    const queue = this.lanes.get(lane)
    if (queue) queue.items.push(item)
    else this.lanes.set(lane, { items: [item], served: 0, running: 0 })
    this.count++
  }

  /**
   * Takes the first item `fits` accepts (all by default) of the lane served longest ago that has
   * one: a taker that runs only some kinds of item still serves the lanes in turn.
   */
  take(fits: (item: T) => boolean = () => true): T | undefined {
    let queue: LaneQueue<T> | undefined
    let at = -1
    for (const lane of this.lanes.values()) {
      if (queue && lane.served >= queue.served) continue
      const index = lane.items.findIndex(fits)
      if (index >= 0) [queue, at] = [lane, index]
    }
    if (!queue) return undefined
    queue.served = ++this.turn
    queue.running++
    this.count--
    return queue.items.splice(at, 1)[0]
  }

  /** Removes a queued item; false when it was not queued (taken already, or never pushed). */
  drop(lane: Lane, item: T): boolean {
    const queue = this.lanes.get(lane)
    const at = queue?.items.indexOf(item) ?? -1
    if (!queue || at < 0) return false
    queue.items.splice(at, 1)
    this.count--
    this.forgetIdle(lane)
    return true
  }

  /** A taken item of `lane` finished. */
  done(lane: Lane) {
    const queue = this.lanes.get(lane)
    if (queue) queue.running--
    this.forgetIdle(lane)
  }

  /** Empties the queue, returning what was waiting. */
  clear(): T[] {
    const waiting = [...this.lanes.values()].flatMap((queue) => queue.items)
    this.lanes.clear()
    this.count = 0
    return waiting
  }

  private forgetIdle(lane: Lane) {
    const queue = this.lanes.get(lane)
    if (queue && queue.items.length === 0 && queue.running === 0) this.lanes.delete(lane)
  }
}
