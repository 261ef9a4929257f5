import type { ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'

/** Props of Dialog. */
export interface DialogProps {
  /** The title, in the user's language. */
  label: string
  /** Called once the dialog has closed (Escape, the close button, the overlay, or its owner). */
  onClose: () => void
  /** data-testid of the dialog. */
  testId: string
  className?: string
  children: ReactNode
}

/**
 * An open Shoelace dialog that tells its owner when it has closed. sl-after-hide bubbles from
 * nested Shoelace parts too (a select, a tooltip): only the dialog's own closing counts.
 */
export function Dialog({ label, onClose, testId, className, children }: DialogProps) {
  return (
    <sl-dialog
      className={className}
      label={label}
      open
      onsl-after-hide={(e: CustomEvent) => {
        if (e.target === e.currentTarget) onClose()
      }}
      data-testid={testId}
    >
      {children}
    </sl-dialog>
  )
}
