import type { ReactNode } from 'react'

/**
 * Words people wrote (names, file names, reasons) inside the product's own sentence: marked
 * translate="no", so a page translator leaves them as typed and checks can tell them from the
 * product's words. `sentence` is the translated text with `slot` where the user's words go.
 */
export function UserText({ sentence, slot, children }: { sentence?: string; slot?: string; children: ReactNode }) {
  const own = <span translate="no">{children}</span>
  if (sentence === undefined || slot === undefined) return own
  const [before, ...after] = sentence.split(slot)
  return (
    <>
      {before}
      {own}
      {after.join(slot)}
    </>
  )
}

/** The placeholder a sentence is translated with before `UserText` puts the user's words in. */
export const USER_SLOT = '\u{E000}'
