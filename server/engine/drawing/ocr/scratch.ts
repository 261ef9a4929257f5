// The networks' inputs and outputs are megabytes each (a page's up to 30 MB, a line's scores up
// to 6.6 MB). Fresh arrays per call wait for the garbage collector while the next call allocates
// its own, so a worker's memory grew page after page; these are kept and refilled instead, which
// means calls that share them must not overlap.

/** A Float32Array kept between calls: each call gets its first `length` values, grown when short. */
export function scratchBuffer(): (length: number) => Float32Array<ArrayBuffer> {
  let buffer = new Float32Array(0)
  return (length) => {
    if (buffer.length < length) buffer = new Float32Array(length)
    return buffer.subarray(0, length)
  }
}

/** `run` one call at a time: a call starts once the previous one has settled, failed or not. */
export function oneAtATime<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve()
  return (...args) => {
    const result = queue.then(() => run(...args))
    queue = result.catch(() => undefined)
    return result
  }
}
