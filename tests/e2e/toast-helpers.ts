import { expect, type Locator } from '@playwright/test'

/** The toast's drawn box: the alert's base (its host element draws none). */
export const toastBox = (root: Locator) => root.getByTestId('toast').locator('.alert[part="base"]')

/** Waits for a toast of `variant` and checks it is where the user is looking. */
export async function expectToastInView(root: Locator, variant: 'primary' | 'success' | 'warning' | 'danger') {
  await expect(root.getByTestId('toast')).toHaveAttribute('data-variant', variant)
  await expect(toastBox(root)).toBeInViewport()
}
