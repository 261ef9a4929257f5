import { useState } from 'react'
import { useT } from '../i18n/use-t.ts'
import type { FieldError } from './schema-errors.ts'

/** A form's problems by field name; a field without one is absent or undefined. */
export type FieldErrors = Partial<Record<string, FieldError>>

/** The fields of a draft that hold text. */
export type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft] & string

/** How a form's text fields are shown: each one's label (in the user's language), test id, and required mark. */
export interface FieldNaming<Draft> {
  label: (name: TextKey<Draft>) => string
  testId: (name: TextKey<Draft>) => string
  /** Marked required: what the form's checks refuse when it is left empty (it may hang on other fields). */
  required: (name: TextKey<Draft>, draft: Draft) => boolean
}

/**
 * State of a dialog's form: what is typed (kept through a refused save), each field's problem
 * (cleared as soon as the field is edited), and whether a save is under way.
 */
export function useDialogForm<Draft extends object>(
  initial: () => Draft,
  close: () => void,
  naming: FieldNaming<Draft>,
) {
  const t = useT()
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  function set<K extends keyof Draft>(name: K, value: Draft[K]) {
    setDraft((d) => ({ ...d, [name]: value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  /**
   * Props that show a field's problem under its Shoelace input: the help text (which the inner
   * input is described by), styled by `.qe-invalid`; `aria-invalid` is a string because React
   * writes `true` on a custom element as an empty attribute.
   */
  function help(name: string) {
    const error = errors[name]
    return error
      ? { helpText: t(error.key, error.params), className: 'qe-invalid', 'aria-invalid': 'true' as const }
      : {}
  }

  /** A text field's Shoelace input props: its label, required mark, value, edit, problem's help and test id. */
  function bind(name: TextKey<Draft>) {
    const input = (e: Event) => set(name, (e.target as HTMLInputElement).value as Draft[typeof name])
    return {
      label: naming.label(name),
      required: naming.required(name, draft),
      value: draft[name] as string,
      'onsl-input': input,
      'data-testid': naming.testId(name),
      ...help(name),
    }
  }

  /**
   * Shows the problems `found`; when there are none, saves once and closes when the save answers
   * (null: refused, and the client's error toast has said why).
   */
  async function submit(found: FieldErrors, save: () => Promise<unknown>) {
    if (busy) return
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setBusy(true)
    const saved = await save()
    setBusy(false)
    if (saved) close()
  }

  return { draft, set, errors, bind, busy, submit, close }
}
