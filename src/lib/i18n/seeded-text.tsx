import { isSeeded, seededName, type SeededKind } from './seeded-name.ts'
import { UserText } from './user-text.tsx'

/**
 * A stored name on screen: the product's seeded one in the reader's words (seededName), a name
 * somebody wrote marked as theirs, so page translators and checks leave it as written.
 */
export function SeededText({ kind, name, stored }: { kind: SeededKind; name: string; stored: string }) {
  return isSeeded(kind, name, stored) ? seededName(kind, name, stored) : <UserText>{stored}</UserText>
}
