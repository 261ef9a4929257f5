import { textOf, type t as translate } from '../i18n/index.ts'

/**
 * Props that show a field's error under a Shoelace input: its help text (which the inner input
 * is described by, so screen readers read it), styled by `.qe-invalid`. `aria-invalid` is a
 * string: React writes `true` on a custom element as an empty attribute.
 */
export function fieldProps(t: typeof translate, error: string | undefined) {
  return error
    ? { helpText: textOf(error), className: 'qe-invalid', 'aria-invalid': 'true' as const }
    : { helpText: '', className: '', 'aria-invalid': 'false' as const }
}
