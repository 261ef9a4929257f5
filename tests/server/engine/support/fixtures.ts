import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Bytes of a committed fixture under tests/fixtures. */
export const fixture = (path: string): Uint8Array =>
  new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures', path)))

/** Relative difference |a − b| / |b|. */
export const rel = (a: number, b: number): number => Math.abs(a - b) / Math.abs(b)
