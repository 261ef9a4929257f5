import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Props of RememberMe. */
export interface RememberMeProps {
  checked: boolean
  onChange: (checked: boolean) => void
  /** Names the checkbox for tests, when given. */
  testId?: string
}

/** The "remember me" checkbox of the login forms (the choice the login sends). */
export function RememberMe({ checked, onChange, testId }: RememberMeProps) {
  const t = useT()
  const change = (e: Event) => onChange((e.target as HTMLInputElement).checked)
  return (
    <sl-checkbox checked={checked} onsl-change={change} data-testid={testId}>
      {t('login.rememberMe')}
    </sl-checkbox>
  )
}
