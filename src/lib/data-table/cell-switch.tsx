import '@shoelace-style/shoelace/dist/components/switch/switch.js'

/** Props of CellSwitch. */
export interface CellSwitchProps {
  checked: boolean
  disabled?: boolean
  /** What the switch turns on, for screen readers (the column header says it to the eye). */
  label: string
  testId?: string
  onChange: (checked: boolean) => void
}

/**
 * An on/off switch in a table cell. Its name is its content, visually hidden: an `aria-label` on
 * `<sl-switch>` stays on the host and never reaches the input inside, which is then unnamed.
 */
export function CellSwitch({ checked, disabled, label, testId, onChange }: CellSwitchProps) {
  return (
    <sl-switch
      checked={checked}
      disabled={disabled}
      data-testid={testId}
      onsl-change={(e: CustomEvent) => onChange((e.target as HTMLInputElement).checked)}
    >
      <span className="qe-visually-hidden">{label}</span>
    </sl-switch>
  )
}
