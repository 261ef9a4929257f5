/**
 * Values computed at one session epoch, dropped as soon as a newer epoch is seen. The TTL and the
 * size cap only bound memory (a token used once, users who left); correctness rests on the epoch.
 * Values are promises, so concurrent misses for one key share one query.
 */
export class EpochMap<K, V> {
  private epoch = -1
  private readonly entries = new Map<K, { at: number; value: Promise<V> }>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: K, epoch: number): Promise<V> | undefined {
    this.advance(epoch)
    if (epoch !== this.epoch) return undefined
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (Date.now() - hit.at > this.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    return hit.value
  }

  /** Keeps `value` for `key` when `epoch` is still the newest; a failure or a `null` is not kept. */
  remember(key: K, epoch: number, value: Promise<V>): Promise<V> {
    this.advance(epoch)
    if (epoch !== this.epoch) return value
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K)
    const entry = { at: Date.now(), value }
    this.entries.set(key, entry)
    const forget = () => this.entries.get(key) === entry && this.entries.delete(key)
    value.then((v) => v === null && forget(), forget)
    return value
  }

  private advance(epoch: number) {
    if (epoch <= this.epoch) return
    this.epoch = epoch
    this.entries.clear()
  }
}
