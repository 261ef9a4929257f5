import '@shoelace-style/shoelace/dist/components/switch/switch.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import '../messages.ts'

/** Props of EnabledSwitch. */
export interface EnabledSwitchProps {
  checked: boolean
  onChange: (on: boolean) => void
  /** What the switch turns on, in the user's language (default: "Enabled"). */
  label?: string
  testId?: string
}

/** An on/off switch of an admin form: by default whether the row is enabled. */
export function EnabledSwitch({ checked, onChange, label, testId }: EnabledSwitchProps) {
  const t = useT()
  return (
    <sl-switch
      checked={checked}
      onsl-change={(e: Event) => onChange((e.target as HTMLInputElement).checked)}
      data-testid={testId}
    >
      {label ?? t('admin.enabled')}
    </sl-switch>
  )
}
