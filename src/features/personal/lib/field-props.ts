import type { t as translate } from '../../../lib/i18n/index.ts'

/**
 * Props that show a field's error under a Shoelace input (its help text, styled by `.qe-invalid`)
 * and tell assistive technology about it.
 */
export function fieldProps(t: typeof translate, error: string | undefined) {
  return error
    ? { helpText: t(error), className: 'qe-invalid', 'aria-invalid': true as const }
    : { helpText: '', className: '', 'aria-invalid': false as const }
}
