import { useT } from '../../../lib/i18n/use-t.ts'
import '../messages.ts'

/** Props of StatusFilter. */
export interface StatusFilterProps {
  /** '' any, '1' enabled, '0' disabled: the list filter's value as the server takes it. */
  value: string
  onChange: (status: string) => void
  testId: string
}

/** The enabled / disabled filter of the user and role lists. */
export function StatusFilter({ value, onChange, testId }: StatusFilterProps) {
  const t = useT()
  return (
    <select
      aria-label={t('admin.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      <option value="">{t('admin.anyStatus')}</option>
      <option value="1">{t('admin.enabled')}</option>
      <option value="0">{t('admin.disabled')}</option>
    </select>
  )
}
