import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator } from '@playwright/test'
import { logInAs } from './account-helpers.ts'

const menuEntry = (app: Locator, path: string) => app.locator(`[data-testid="side-menu"] [data-key="${path}"]`)
// A key no other spec uses, so reruns on a kept database still start clean.
const KEY = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20)

test('an Auditor maintains materials: search, add, edit, refused negative price, delete, export', async ({ page }) => {
  const app = await logInAs(page, 'auditor')
  await app.locator('[data-testid="side-menu"] button', { hasText: '成本维护' }).click()
  await menuEntry(app, '/cost-maintenance/material').click()
  const view = app.getByTestId('cost-view-materials')
  await expect(view.getByTestId('cost-table')).toBeVisible()

  // Search narrows the rows (aliases count too).
  await view.getByTestId('cost-search').locator('input').fill('超硬铝')
  await view.getByTestId('cost-search').locator('input').press('Enter')
  await expect(view.locator('tbody tr')).toHaveCount(1)
  await expect(view.locator('tbody tr').first()).toHaveAttribute('data-key', 'AL7075')
  await view.getByTestId('cost-search').locator('input').fill('')
  await view.getByTestId('cost-search-button').click()
  await expect(view.getByTestId('cost-pager')).toContainText('12')

  // Add: the form checks the rules before anything is sent.
  await view.getByTestId('cost-add').click()
  const dialog = app.getByTestId('cost-dialog')
  await dialog.getByTestId('cost-save').click()
  await expect(dialog.getByTestId('cost-field-key')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('cost-field-key').locator('input').fill(KEY)
  await dialog.getByTestId('cost-field-name').locator('input').fill('E2E 铝合金')
  await dialog.getByTestId('cost-field-aliases').locator('input').fill('e2e-alloy')
  await dialog.getByTestId('cost-field-class').selectOption('Al')
  await dialog.getByTestId('cost-field-density').locator('input').fill('2.7')
  await dialog.getByTestId('cost-field-priceKg').locator('input').fill('1234.5')
  await dialog.getByTestId('cost-field-mrr').locator('input').press('Enter')
  await expect(dialog.getByTestId('cost-field-mrr')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('cost-field-mrr').locator('input').fill('20')
  await dialog.getByTestId('cost-save').click()
  await expect(dialog).toHaveCount(0)

  await view.getByTestId('cost-search').locator('input').fill(KEY)
  await view.getByTestId('cost-search').locator('input').press('Enter')
  const row = view.locator(`tbody tr[data-key="${KEY}"]`)
  await expect(row).toContainText('1,234.50')

  // Edit: a negative price is refused in the form; a valid one is saved.
  await row.getByTestId('cost-edit').click()
  const price = dialog.getByTestId('cost-field-priceKg')
  await price.locator('input').fill('-5')
  await dialog.getByTestId('cost-save').click()
  await expect(price).toHaveAttribute('aria-invalid', 'true')
  await expect(price.locator('[part~="form-control-help-text"]')).toContainText('0')
  await price.locator('input').fill('2500')
  await dialog.getByTestId('cost-save').click()
  await expect(dialog).toHaveCount(0)
  await expect(row).toContainText('2,500.00')

  // Export the searched rows and read the file back.
  const download = page.waitForEvent('download')
  await view.getByTestId('cost-export').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  expect(sheet.rowCount).toBe(2)
  expect(sheet.getRow(2).getCell(1).value).toBe(KEY)
  expect(sheet.getRow(2).getCell(6).value).toBe(2500)

  // Delete after confirming; the search then finds nothing.
  await row.getByTestId('cost-delete').click()
  await app.getByTestId('cost-delete-confirm').click()
  await expect(app.getByTestId('cost-delete-dialog')).toHaveCount(0)
  await expect(view.getByTestId('cost-empty')).toBeVisible()
})

test('a customer has no cost maintenance menu and gets the 404 page at its URL', async ({ page }) => {
  const app = await logInAs(page, 'customer')
  await expect(app.getByTestId('side-menu')).toBeVisible()
  await expect(app.locator('[data-testid="side-menu"]', { hasText: '成本维护' })).toHaveCount(0)
  await page.goto('/cost-maintenance/material')
  await expect(app.getByTestId('not-found')).toBeVisible()
  await expect(app.getByTestId('cost-page')).toHaveCount(0)
})
