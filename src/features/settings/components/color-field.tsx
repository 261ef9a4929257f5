import { useState } from 'react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { isHexColor } from '../../../lib/color.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of a theme colour field. */
export interface ColorFieldProps {
  label: string
  /** The stored colour. */
  value: string
  /** Applies a colour; false when the store refused it. */
  apply: (color: string) => boolean
  presets: readonly string[]
  testId: string
}

/**
 * A hex colour with preset swatches. An invalid code is refused with a message and the stored
 * value stays (the store also warns with a toast).
 */
export function ColorField({ label, value, apply, presets, testId }: ColorFieldProps) {
  const t = useT()
  const [error, setError] = useState(false)
  const commit = (color: string, input?: HTMLInputElement) => {
    const ok = isHexColor(color) && apply(color)
    setError(!ok)
    // React's prop did not change, so the refused text has to be put back by hand.
    if (!ok && input) input.value = value
  }
  return (
    <div className="qe-color-field" data-testid={testId} data-error={error || undefined}>
      <sl-input
        size="small"
        label={label}
        value={value}
        maxlength={7}
        helpText={error ? t('settings.invalidColor') : ''}
        onsl-change={(e) => {
          const input = e.target as HTMLInputElement
          commit(input.value.trim(), input)
        }}
      />
      <div className="qe-swatches" role="group" aria-label={label}>
        {presets.map((color) => (
          <button
            key={color}
            type="button"
            className={`qe-swatch-button${color.toLowerCase() === value.toLowerCase() ? ' is-selected' : ''}`}
            style={{ background: color }}
            aria-label={color}
            aria-pressed={color.toLowerCase() === value.toLowerCase()}
            onClick={() => commit(color)}
          />
        ))}
      </div>
    </div>
  )
}
