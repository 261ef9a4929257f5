/**
 * A list of 32-bit floats that grows by doubling: text formats (OBJ, ASCII STL) do not say how many
 * coordinates they hold, and a JS number array costs twice the memory and a conversion at the end.
 */
export class FloatList {
  private data = new Float32Array(4096)
  length = 0

  push3(x: number, y: number, z: number) {
    if (this.length + 3 > this.data.length) {
      const grown = new Float32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.length++] = x
    this.data[this.length++] = y
    this.data[this.length++] = z
  }

  /** Coordinate `i` (0-based) as pushed. */
  at(i: number): number {
    return this.data[i]!
  }

  /** The floats pushed, in a buffer of their own size (what is transferred to the page). */
  toArray(): Float32Array {
    return this.data.slice(0, this.length)
  }
}
