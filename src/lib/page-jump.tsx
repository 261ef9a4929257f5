import { useState, type KeyboardEvent } from 'react'
import { useT } from './i18n/use-t.ts'

/** Props of PageJump. */
export interface PageJumpProps {
  /** The page shown now, and the last page. */
  page: number
  pages: number
  onJump: (page: number) => void
  testId: string
}

// Where the box sits inside the translated sentence ("前往 [ ] 页", "Go to page [ ]").
const BOX = '\u241f'

/**
 * "Go to page [ ]": Enter goes to the typed page, kept between 1 and the last page (the box then
 * shows the page it went to); a box left empty or not holding a number goes nowhere.
 */
export function PageJump({ page, pages, onJump, testId }: PageJumpProps) {
  const t = useT()
  const [text, setText] = useState('')
  const [before = '', after = ''] = t('pager.goTo', { box: BOX }).split(BOX)

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter') return
    e.preventDefault()
    const typed = Math.trunc(Number(text.trim()))
    if (!text.trim() || !Number.isFinite(typed)) return
    const target = Math.min(Math.max(typed, 1), pages)
    setText(String(target))
    if (target !== page) onJump(target)
  }

  return (
    <label className="qe-pager-jump">
      {before.trim()}
      <input
        className="qe-native-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={text}
        aria-label={t('pager.goToLabel', { pages })}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-jump`}
      />
      {after.trim()}
    </label>
  )
}
