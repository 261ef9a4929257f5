import { readFileSync } from 'node:fs'
import { expect, type Browser, type Locator } from '@playwright/test'
import { pageWith, saveSession, type SavedSession } from './session-helpers.ts'

const FIXTURES = new URL('../fixtures/', import.meta.url)

/** featuretype.STEP with a PDF drawing under the same stem, so the server pairs them into one part. */
export const PART_FIXTURES = [
  { name: 'featuretype.STEP', path: '3d/step/featuretype.STEP', mimeType: 'application/octet-stream' },
  { name: 'featuretype.pdf', path: '2d/NIST_MBE_PMI_1.pdf', mimeType: 'application/pdf' },
]

/** The same files as a file input is given them. */
export const PART_FILES = PART_FIXTURES.map(({ name, path, mimeType }) => ({
  name,
  mimeType,
  buffer: readFileSync(new URL(path, FIXTURES)),
}))

/** Logs the customer in once and finishes the quote screen's tour, so each test opens straight onto the quote. */
export function saveQuotingCustomer(browser: Browser): Promise<SavedSession> {
  return saveSession(browser, 'customer', async (page) => {
    await page.goto('/ai-quote/quote')
    await page.locator('quote-app').getByTestId('tour-skip').click()
  })
}

/**
 * Opens conversation `recordId` on the quote screen as `session`, in `lang` (switched through the
 * locale menu), its page watched for errors from the first load: a render or effect error unmounts
 * the whole element, so none may happen.
 */
export async function openConversation(
  browser: Browser,
  session: SavedSession,
  recordId: number,
  lang: 'zh-CN' | 'en' = 'zh-CN',
) {
  const page = await pageWith(browser, session)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto(`/ai-quote/quote?id=${recordId}`)
  const app = page.locator('quote-app')
  if (lang === 'en') {
    await app.getByTestId('locale-menu').click()
    await app.getByTestId('locale-en').click()
  }
  const card = app.getByTestId('ai-quote-part').first()
  return { page, app, card, pageErrors }
}

/** Picks a model and its drawing in an AI quote screen and sends them; the analysis starts. */
export async function sendParts(root: Locator, files: typeof PART_FILES = PART_FILES): Promise<void> {
  await root.getByTestId('ai-quote-file-input').setInputFiles(files)
  await expect(root.getByTestId('ai-quote-queued')).toHaveCount(2)
  await expect(root.getByTestId('ai-quote-queue')).toContainText('3D')
  await expect(root.getByTestId('ai-quote-queue')).toContainText('2D')
  await root.getByTestId('ai-quote-send-files').click()
}

/** Picks the files in an AI quote screen, sends them and waits for the first price. */
export async function quoteParts(root: Locator, files: typeof PART_FILES = PART_FILES): Promise<Locator> {
  await sendParts(root, files)
  const card = root.getByTestId('ai-quote-part').first()
  await expect(card.getByTestId('ai-quote-total')).toBeVisible({ timeout: 60_000 })
  return card
}

/** A money string as shown ("1,299.30 CNY") as a number. */
export function amount(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''))
}
