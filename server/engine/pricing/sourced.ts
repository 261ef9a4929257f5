import type { InputSource } from './types.ts'

/**
 * A value with the badge saying where it came from. Its own module because both the input
 * resolver and the feature resolver it calls produce these.
 */
export interface Sourced<T> {
  value: T
  source: InputSource
}
