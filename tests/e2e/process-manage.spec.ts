import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { PROCESS_LIBRARY_API } from '../../contract/process-library.ts'
import { logInAs, storedToken } from './account-helpers.ts'
import { pageWith, saveSession, type SavedSession } from './session-helpers.ts'

// An Auditor keeps the tool library: each test starts from one saved session and stays short; the
// tool the journey adds has a code no other run uses, so reruns on a kept database start clean.
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`
let auditor: SavedSession

test.describe.configure({ mode: 'serial' })
test.beforeAll(async ({ browser }) => {
  auditor = await saveSession(browser, 'auditor')
})

async function toolScreen(page: Page): Promise<{ app: Locator; view: Locator }> {
  await page.goto('/process-manage/tool')
  const app = page.locator('quote-app')
  const view = app.getByTestId('library-page-tools')
  await expect(view.getByTestId('library-table')).toBeVisible()
  return { app, view }
}

async function search(view: Locator, keyword: string) {
  await view.getByTestId('library-search').locator('input').fill(keyword)
  await view.getByTestId('library-search-button').click()
}

test('an Auditor opens the tool library from the menu, pages and searches it', async ({ browser }) => {
  const page = await pageWith(browser, auditor)
  await page.goto('/ai-guide')
  const app = page.locator('quote-app')
  await app.locator('[data-testid="side-menu"] button', { hasText: '工艺管理' }).click()
  await app.locator('[data-testid="side-menu"] [data-key="/process-manage/tool"]').click()
  const view = app.getByTestId('library-page-tools')
  await expect(view.getByTestId('library-table')).toBeVisible()
  await expect(view.getByTestId('library-pager')).toBeVisible()
  await search(view, 'no-such-tool-anywhere')
  await expect(view.getByTestId('library-empty')).toContainText('no-such-tool-anywhere')
  await view.getByTestId('library-search').locator('input').fill('')
  await view.getByTestId('library-search-button').click()
  await expect(view.getByTestId('library-table')).toBeVisible()
  await page.context().close()
})

test('adds a tool, refusing an incomplete form and a taken code, then edits it', async ({ browser }) => {
  const page = await pageWith(browser, auditor)
  const { app, view } = await toolScreen(page)
  await view.getByTestId('library-add').click()
  const dialog = app.getByTestId('library-dialog')
  await dialog.getByTestId('library-save').click()
  await expect(dialog.getByTestId('library-field-code')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByTestId('library-field-type')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('library-field-code').locator('input').fill(CODE)
  await dialog.getByTestId('library-field-name').locator('input').fill('E2E 丝锥')
  await dialog.getByTestId('library-field-type').selectOption('tap')
  await dialog.getByTestId('library-field-diameter').locator('input').fill('600')
  await dialog.getByTestId('library-save').click()
  await expect(dialog.getByTestId('library-field-diameter')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('library-field-diameter').locator('input').fill('6')
  await dialog.getByTestId('library-field-size').locator('input').fill('M6')
  await dialog.getByTestId('library-field-suitableMaterials-Al').click()
  await dialog.getByTestId('library-save').click()
  await expect(dialog).toHaveCount(0)

  // A code already taken (in any case) is the server's to refuse: its words show in the dialog.
  await view.getByTestId('library-add').click()
  await dialog.getByTestId('library-field-code').locator('input').fill(CODE.toLowerCase())
  await dialog.getByTestId('library-field-name').locator('input').fill('重复')
  await dialog.getByTestId('library-field-type').selectOption('drill')
  await dialog.getByTestId('library-save').click()
  await expect(dialog.getByTestId('library-server-error')).toContainText(CODE.toLowerCase())
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  await search(view, CODE)
  const row = view.locator(`tbody tr[data-key="${CODE}"]`)
  await expect(row).toContainText('丝锥')
  await expect(row).toContainText('M6')
  await row.getByTestId(`library-edit-${CODE}`).click()
  await expect(dialog.getByTestId('library-field-code')).toHaveCount(0)
  await dialog.getByTestId('library-field-coating').locator('input').fill('TiN')
  await dialog.getByTestId('library-save').click()
  await expect(dialog).toHaveCount(0)
  await expect(row).toContainText('TiN')
  await page.context().close()
})

test('exports the searched tools as an XLSX holding the new one, which imports back', async ({ browser }) => {
  const page = await pageWith(browser, auditor)
  const { view } = await toolScreen(page)
  await search(view, CODE)
  await expect(view.locator('tbody tr')).toHaveCount(1)
  const download = page.waitForEvent('download')
  await view.getByTestId('library-export').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
  const bytes = await readFile(await file.path())
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  expect(sheet.rowCount).toBe(2)
  expect(JSON.stringify(sheet.getRow(2).values)).toContain(CODE)

  // The export imports back as it is: the tool is matched by its code and updated, none added.
  await view
    .getByTestId('library-import-file')
    .setInputFiles({ name: file.suggestedFilename(), mimeType: XLSX_TYPE, buffer: bytes })
  await expect(view.getByTestId('library-import-result')).toContainText('新增 0 条，更新 1 条')
  await page.context().close()
})

test('disables the tool, finds it among the disabled ones, and deletes it after confirming', async ({ browser }) => {
  const page = await pageWith(browser, auditor)
  const { app, view } = await toolScreen(page)
  await search(view, CODE)
  const row = view.locator(`tbody tr[data-key="${CODE}"]`)
  const status = row.getByTestId(`library-status-${CODE}`)
  await expect(status).toHaveAttribute('checked', '')
  await status.click()
  await expect(status).not.toHaveAttribute('checked')
  await view.getByTestId('library-filter-enabled').selectOption('true')
  await expect(view.getByTestId('library-empty')).toBeVisible()
  await view.getByTestId('library-filter-enabled').selectOption('false')
  await expect(row).toBeVisible()

  await row.getByTestId(`library-delete-${CODE}`).click()
  await expect(app.getByTestId('library-delete-dialog')).toContainText(CODE)
  await app.getByTestId('library-delete-confirm').click()
  await expect(app.getByTestId('library-delete-dialog')).toHaveCount(0)
  await expect(view.getByTestId('library-empty')).toBeVisible()
  await page.context().close()
})

test('a customer has no process management menu; its screen and API are refused', async ({ page, request }) => {
  const app = await logInAs(page, 'customer')
  await expect(app.getByTestId('side-menu')).toBeVisible()
  await expect(app.locator('[data-testid="side-menu"]', { hasText: '工艺管理' })).toHaveCount(0)
  await page.goto('/process-manage/craft')
  // The customer's routes have no such screen, so the router answers it as it does any unknown page.
  await expect(app.getByTestId('not-found')).toBeVisible()
  await expect(app.getByTestId('library-page-crafts')).toHaveCount(0)
  const token = await storedToken(page)
  const reply = await request.get(PROCESS_LIBRARY_API.list.replace(':library', 'crafts'), {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(reply.status()).toBe(403)
})
