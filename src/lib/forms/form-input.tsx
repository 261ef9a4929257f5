import type { JSX } from 'react'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { useT } from '../i18n/use-t.ts'
import { fieldProps } from './field-props.ts'

/** The part of a `useForm` one input reads and writes. */
export interface InputForm<K extends string> {
  values: Record<K, string>
  errors: Partial<Record<K, string>>
  bind: (name: K) => (e: Event) => void
  /** Whether the field is marked required (the asterisk after its label). */
  required?: (name: K) => boolean
}

/** Props of FormInput: the form and the field's name, then any other attribute of the input. */
export type FormInputProps<K extends string> = Omit<JSX.IntrinsicElements['sl-input'], 'name' | 'value'> & {
  form: InputForm<K>
  name: K
}

/**
 * A Shoelace input bound to one field of a `useForm`: it shows the field's value, writes every
 * keystroke back, shows the field's error under it (the error's help text wins over one given), and
 * is marked required when its rule refuses it empty (the forms do not let the browser check it).
 */
export function FormInput<K extends string>({ form, name, ...attributes }: FormInputProps<K>) {
  const t = useT()
  return (
    <sl-input
      required={form.required?.(name) || undefined}
      {...attributes}
      name={name}
      value={form.values[name]}
      onsl-input={form.bind(name)}
      {...fieldProps(t, form.errors[name])}
    />
  )
}
