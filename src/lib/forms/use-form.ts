import { useState } from 'react'

/** A rule gets the field's value and all values, and answers an i18n key or ''. */
export type Rule<T> = (value: string, values: T) => string

/** Per-field rules; fields without rules are not checked. */
export type Rules<T> = Partial<Record<keyof T, Rule<T>>>

/**
 * Form state for every form: values survive failed submits (nothing typed is lost), each
 * field's error clears as soon as it is edited, and `validate` checks every rule at once.
 */
export function useForm<T extends Record<string, string>>(initial: T, rules: Rules<T>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({})

  function set(name: keyof T, value: string) {
    setValues((v) => ({ ...v, [name]: value }))
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e))
  }

  /** Shoelace inputs report their value on `sl-input`, read from the event target. */
  const bind = (name: keyof T) => (e: Event) => set(name, (e.target as HTMLInputElement).value)

  function validate(): boolean {
    const next: Partial<Record<keyof T, string>> = {}
    for (const name of Object.keys(rules) as (keyof T)[]) {
      const message = rules[name]?.(values[name] ?? '', values) ?? ''
      if (message) next[name] = message
    }
    setErrors(next)
    return Object.keys(next).length === 0
  }

  /** Checks one field on demand, with its own rule or the one given (e.g. the captcha before sending a code). */
  function check(name: keyof T, rule: Rule<T> | undefined = rules[name]): boolean {
    const message = rule?.(values[name] ?? '', values) ?? ''
    setErrors((e) => ({ ...e, [name]: message }))
    return !message
  }

  /** Whether a field is marked required: its rule refuses it empty (the mark and the check are one rule). */
  const required = (name: keyof T): boolean => !!rules[name]?.('', { ...values, [name]: '' })

  return { values, errors, set, bind, validate, check, required }
}
