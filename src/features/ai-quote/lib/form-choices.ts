import { keyedName } from '../../../lib/i18n/seeded-name.ts'
import type { Choice } from '../api/types.ts'

/** Several treatments priced together are one choice of the form, their keys joined by this. */
const JOINED = '+'

/** A list of treatment keys as the value of one select option ('' = none). */
export const treatmentValue = (keys: readonly string[]): string => keys.join(JOINED)

/** The treatment keys an option's value stands for ('' = none). */
export const treatmentKeys = (value: string): string[] => (value === '' ? [] : value.split(JOINED))

/**
 * The choices of a select with the priced value among them: a value the configuration's list
 * lacks (a material of another configuration, two treatments from one drawing, no list loaded)
 * is offered as it is, so the select shows what the price used instead of its first entry.
 */
export function withPriced(choices: readonly Choice[] | undefined, priced: Choice | null): Choice[] {
  const list = [...(choices ?? [])]
  if (priced && !list.some((c) => c.key === priced.key)) list.unshift(priced)
  return list
}

/**
 * The priced treatments as one choice, each named from the list where it has them, in the reader's
 * words while the name is the product's seeded one ('' = none: no choice).
 */
export function pricedTreatments(choices: readonly Choice[] | undefined, keys: readonly string[]): Choice | null {
  if (keys.length === 0) return null
  const name = (key: string) => keyedName('treatmentName', key, choices?.find((c) => c.key === key)?.name)
  return { key: treatmentValue(keys), name: keys.map(name).join(' + ') }
}

/** A number choice (IT grade, Ra) as text options, the priced one among them. */
export function numberChoices(values: readonly number[] | undefined, priced: number, label: (n: number) => string) {
  const list = values?.includes(priced) ? [...values] : [priced, ...(values ?? [])]
  return list.map((n) => ({ key: String(n), name: label(n) }))
}
