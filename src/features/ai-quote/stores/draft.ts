import { atom } from 'nanostores'
import { onPrefixChange, onStoredChange, readStored, removeStored, writeStored } from '../../../lib/storage.ts'

/** The storage name of this screen's entries; on the keep-list, cleared at logout. */
export const DRAFT_STORAGE = 'ai-quote/quote'

interface Stored {
  draft?: string
}

function stored(): string {
  const value = readStored<Stored>(DRAFT_STORAGE)
  return typeof value?.draft === 'string' ? value.draft : ''
}

/** The unsent command text; it survives a reload. */
export const $draft = atom<string>(stored())

/** Changes the draft and stores it at once (a reload must not lose a keystroke). */
export function setDraft(text: string): void {
  $draft.set(text)
  if (text === '') removeStored(DRAFT_STORAGE)
  else writeStored(DRAFT_STORAGE, { draft: text } satisfies Stored)
}

/** Re-reads the stored draft (another tab, a prefix change, a test). */
export function rehydrateDraft(): void {
  $draft.set(stored())
}

// Another tab's typing, a logout (which clears this screen's entry) or a new prefix show at once.
onStoredChange(DRAFT_STORAGE, rehydrateDraft)
onPrefixChange(rehydrateDraft)
