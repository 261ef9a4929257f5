import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js'
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import { LAYOUTS, SIZES, type ComponentSize, type Layout } from '../../../lib/stores/settings-schema.ts'
import { $settings, setLayout, setSetting } from '../../../lib/stores/settings.ts'

/** Layout and component size. On mobile the store refuses layouts other than classic with a warning. */
export function LayoutSection() {
  const t = useT()
  const { layout, currentSize } = useStore($settings)
  return (
    <section className="qe-settings-section">
      <h3>{t('settings.layout')}</h3>
      <sl-radio-group
        size="small"
        label={t('settings.layout')}
        value={layout}
        data-testid="layout-choice"
        onsl-change={(e) => {
          const group = e.target as HTMLInputElement
          // A refused choice must not stay selected in the control.
          if (!setLayout(group.value as Layout)) group.value = $settings.get().layout
        }}
      >
        {LAYOUTS.map((l) => (
          <sl-radio-button key={l} value={l} data-testid={`layout-${l}`}>
            {t(`settings.layout_${l}`)}
          </sl-radio-button>
        ))}
      </sl-radio-group>
      <sl-radio-group
        size="small"
        label={t('layout.size')}
        value={currentSize}
        onsl-change={(e) => setSetting('currentSize', (e.target as HTMLInputElement).value as ComponentSize)}
      >
        {SIZES.map((s) => (
          <sl-radio-button key={s} value={s}>
            {t(`layout.size_${s}`)}
          </sl-radio-button>
        ))}
      </sl-radio-group>
    </section>
  )
}
