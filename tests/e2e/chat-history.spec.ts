import { expect, test, type Page } from '@playwright/test'
import { logInAs, storedToken } from './account-helpers.ts'

async function createRecord(page: Page, name: string): Promise<number> {
  const reply = await page.request.post('/api/chatrecord/create', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    data: { name },
  })
  const body = await reply.json()
  expect(body.code).toBe(200)
  return body.data.id
}

test('chat records appear grouped in the side menu and are renamed and deleted there', async ({ page }) => {
  await logInAs(page, 'auditor')
  const stamp = Date.now().toString(36)
  const keep = await createRecord(page, `法兰盘 ${stamp}`)
  const doomed = await createRecord(page, `轴套 ${stamp}`)
  await createRecord(page, '')

  await page.goto('/ai-quote/quote')
  const app = page.locator('quote-app')
  const today = app.getByTestId('history-group-today')
  await expect(today).toContainText(`法兰盘 ${stamp}`)
  await expect(today).toContainText(`轴套 ${stamp}`)
  await expect(today).toContainText('暂无名称')
  await expect(today.locator('h3')).toHaveText('今日')

  // Rename: Escape cancels, an empty name is refused, Enter saves on the server.
  const item = today.getByTestId('history-item').filter({ hasText: `法兰盘 ${stamp}` })
  await item.hover()
  await item.getByTestId('history-rename').click()
  const input = today.getByTestId('history-rename-input')
  await input.press('Escape')
  await expect(input).toHaveCount(0)
  await item.hover()
  await item.getByTestId('history-rename').click()
  await input.fill('   ')
  await input.press('Enter')
  await expect(today.getByRole('alert')).toBeVisible()
  await input.fill(`支架 ${stamp}`)
  await input.press('Enter')
  await expect(today).toContainText(`支架 ${stamp}`)
  const token = await storedToken(page)
  const list = await (
    await page.request.get('/api/chatrecord/page-query', { headers: { Authorization: `Bearer ${token}` } })
  ).json()
  expect(list.data.rows.find((r: { id: number }) => r.id === keep).name).toBe(`支架 ${stamp}`)

  // Delete after confirming.
  const gone = today.getByTestId('history-item').filter({ hasText: `轴套 ${stamp}` })
  await gone.hover()
  await gone.getByTestId('history-delete').click()
  await app.getByTestId('history-delete-confirm').click()
  await expect(gone).toHaveCount(0)
  const after = await (
    await page.request.get('/api/chatrecord/page-query', { headers: { Authorization: `Bearer ${token}` } })
  ).json()
  expect(after.data.rows.some((r: { id: number }) => r.id === doomed)).toBe(false)

  // Opening a record puts its id in the address.
  await today
    .getByTestId('history-item')
    .filter({ hasText: `支架 ${stamp}` })
    .locator('.qe-history-open')
    .click()
  await expect(page).toHaveURL(new RegExp(`/ai-quote/quote\\?id=${keep}$`))
})

test('more records load as the history list scrolls', async ({ page }) => {
  await logInAs(page, 'subadmin')
  const token = await storedToken(page)
  for (let i = 0; i < 25; i++) {
    await page.request.post('/api/chatrecord/create', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `批量 ${i}` },
    })
  }
  const pages: string[] = []
  page.on('request', (r) => r.url().includes('/api/chatrecord/page-query') && pages.push(new URL(r.url()).search))
  await page.goto('/ai-quote/quote')
  const app = page.locator('quote-app')
  await expect(app.getByTestId('history-item').first()).toBeVisible()
  await app.getByTestId('history-item').last().scrollIntoViewIfNeeded()
  await expect.poll(() => app.getByTestId('history-item').count()).toBeGreaterThanOrEqual(25)
  expect(pages).toContain('?pageIndex=1&pageSize=20')
  expect(pages).toContain('?pageIndex=2&pageSize=20')
})
