import { useState } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Craft } from '../../../../contract/process-library.ts'
import { craftName, searchCrafts } from '../lib/names.ts'

/** Props of CraftPicker. */
export interface CraftPickerProps {
  crafts: readonly Craft[]
  onPick: (craft: Craft) => void
  onClose: () => void
}

/** A dialog listing the enabled crafts, searchable by code or name; a click or Enter picks one. */
export function CraftPicker({ crafts, onPick, onClose }: CraftPickerProps) {
  const t = useT()
  const locale = useStore($locale)
  const [query, setQuery] = useState('')
  const found = searchCrafts(crafts, query)
  return (
    <sl-dialog
      label={t('processAssistant.picker.title')}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="pa-craft-picker"
    >
      <label className="qe-pa-field">
        <span>{t('processAssistant.picker.search')}</span>
        <input
          className="qe-native-input"
          type="search"
          value={query}
          // The picker opens because the user asked for it: focus goes to its search, where they type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && found[0]) {
              e.preventDefault()
              onPick(found[0])
            }
          }}
          data-testid="pa-craft-search"
        />
      </label>
      {found.length === 0 ? (
        <p className="qe-muted" data-testid="pa-craft-none">
          {t('processAssistant.picker.none')}
        </p>
      ) : (
        <ul className="qe-pa-crafts">
          {found.map((craft) => (
            <li key={craft.code}>
              <button type="button" className="qe-pa-craft" onClick={() => onPick(craft)} data-testid="pa-craft">
                <strong>{craftName(craft, locale)}</strong>
                <span className="qe-muted qe-small">
                  {craft.code} · {t(`enums.stage.${craft.stage}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.cancel')}
      </sl-button>
    </sl-dialog>
  )
}
