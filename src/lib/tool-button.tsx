import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'

/** Props of ToolButton. */
export interface ToolButtonProps {
  /** The Shoelace icon shown before the text. */
  icon: string
  /** The button's text, in the user's language. */
  label: string
  onClick: () => void
  testId: string
  /** `primary` for the toolbar's main action (add). */
  variant?: 'primary'
  /** Working (an export, an import): the button spins and takes no second click. */
  loading?: boolean
}

/** A toolbar button: an icon, then its text. */
export function ToolButton({ icon, label, onClick, testId, variant, loading }: ToolButtonProps) {
  return (
    <sl-button variant={variant} loading={loading} onClick={onClick} data-testid={testId}>
      <sl-icon slot="prefix" name={icon} />
      {label}
    </sl-button>
  )
}
