import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'

const valid = (text: string): boolean => {
  const n = Number(text)
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= 1_000_000
}

/**
 * The quantity input. It keeps what is being typed (a re-price answer must not overwrite a
 * half-typed number) and follows the quote's quantity whenever it is not focused.
 */
export function QuantityField({
  quantity,
  badge,
  onChange,
}: {
  quantity: number
  /** Shown beside the label (where the priced quantity came from). */
  badge?: ReactNode
  onChange: (quantity: number) => void
}) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(String(quantity))
  useEffect(() => {
    // Inside a shadow root, the focused element is the root's activeElement, not the document's.
    const root = input.current?.getRootNode() as Document | ShadowRoot | undefined
    if (root?.activeElement !== input.current) setText(String(quantity))
  }, [quantity])
  return (
    <label>
      <span>
        {t('aiQuote.attr.quantity')} {badge}
      </span>
      <input
        ref={input}
        type="number"
        min={1}
        max={1000000}
        step={1}
        value={text}
        aria-invalid={!valid(text)}
        onChange={(e) => {
          setText(e.target.value)
          if (valid(e.target.value)) onChange(Number(e.target.value))
        }}
        // Leaving an unusable number shows the quantity that is priced again.
        onBlur={() => valid(text) || setText(String(quantity))}
        data-testid="ai-quote-quantity"
      />
    </label>
  )
}
