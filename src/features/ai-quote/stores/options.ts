import { atom, onMount } from 'nanostores'
import { getOptions } from '../api/get-options.ts'
import type { PricingOptions } from '../api/types.ts'

/** The re-price form's choices: loading, ready, or failed (the form then offers free values only). */
export type OptionsState = { status: 'loading' } | { status: 'ready'; options: PricingOptions } | { status: 'error' }

/** Choices of material, treatments, tolerance and roughness from the default configuration. */
export const $pricingOptions = atom<OptionsState>({ status: 'loading' })

/** Loads the choices (again after a failure). */
async function loadPricingOptions(): Promise<void> {
  $pricingOptions.set({ status: 'loading' })
  try {
    $pricingOptions.set({ status: 'ready', options: await getOptions() })
  } catch {
    $pricingOptions.set({ status: 'error' })
  }
}

// Loaded when the first card needs them, once.
onMount($pricingOptions, () => {
  if ($pricingOptions.get().status !== 'ready') void loadPricingOptions()
})
