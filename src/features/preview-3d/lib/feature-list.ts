import type { FeatureRef } from '../../../../contract/features.ts'

// The `features` attribute of `<model-preview>`, checked by hand: the element's first load carries
// no schema library. The shape is the contract's `featureRef`.

const isFaceList = (faces: unknown): faces is number[] =>
  Array.isArray(faces) && faces.every((f) => Number.isInteger(f) && (f as number) >= 0)

/** A list of `{ id, kind, faces, label? }`: ids and kinds non-empty text, faces non-negative integers. */
export function isFeatureList(value: unknown): value is FeatureRef[] {
  return (
    Array.isArray(value) &&
    value.every(
      (f: Record<string, unknown>) =>
        typeof f === 'object' &&
        f !== null &&
        typeof f.id === 'string' &&
        f.id !== '' &&
        typeof f.kind === 'string' &&
        f.kind !== '' &&
        isFaceList(f.faces) &&
        (f.label === undefined || typeof f.label === 'string'),
    )
  )
}
