import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'
import { PROCESS_LIBRARY_API } from '../../contract/process-library.ts'
import { storedToken } from './account-helpers.ts'
import { pageWith, saveSession } from './session-helpers.ts'

// The planner reads the libraries at plan time: a machine an Auditor disables in
// /process-manage/equipment is gone from the next plan. The block fixture is milled from ±Z, on the
// 3-axis machining centre while it is enabled, on the 4-axis one once it is not.
const MACHINE = 'EQ-VMC3'
const BLOCK = {
  name: 'block.step',
  mimeType: 'application/octet-stream',
  buffer: readFileSync(new URL('../fixtures/3d/features/block.step', import.meta.url)),
}

test.describe.configure({ mode: 'serial' })

async function setMachine(request: APIRequestContext, token: string, enabled: boolean) {
  const headers = { authorization: `Bearer ${token}` }
  const list = await request.get(`${PROCESS_LIBRARY_API.list.replace(':library', 'equipment')}?keyword=${MACHINE}`, {
    headers,
  })
  const { rows } = (await list.json()).data as { rows: { id: number; code: string }[] }
  const id = rows.find((r) => r.code === MACHINE)!.id
  const path = PROCESS_LIBRARY_API.status.replace(':library', 'equipment').replace(':id', String(id))
  expect((await request.put(path, { headers, data: { enabled } })).ok()).toBe(true)
}

/** The equipment codes of a process card's operations. */
const machines = (card: Locator) =>
  card.getByTestId('pa-op-equipment').evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value))

test('a machine disabled in process management is left out of the next plan', async ({ browser, request }) => {
  test.setTimeout(150_000)
  const auditorPage = await pageWith(browser, await saveSession(browser, 'auditor'))
  const auditorToken = await (async () => {
    await auditorPage.goto('/process-manage/equipment')
    return storedToken(auditorPage)
  })()
  try {
    const view = auditorPage.locator('quote-app').getByTestId('library-page-equipment')
    await view.getByTestId('library-search').locator('input').fill(MACHINE)
    await view.getByTestId('library-search-button').click()
    const status = view.getByTestId(`library-status-${MACHINE}`)
    await expect(status).toHaveAttribute('checked', '')
    await status.click()
    await expect(status).not.toHaveAttribute('checked')

    const page = await pageWith(browser, await saveSession(browser, 'customer'))
    await page.goto('/ai-auto/process')
    const app = page.locator('quote-app')
    await app.getByTestId('pa-file-input').setInputFiles([BLOCK])
    await expect(app.getByTestId('pa-file-3d')).toContainText('block.step')
    await app.getByTestId('pa-send').click()
    const card = app.getByTestId('pa-card')
    await expect(card.getByTestId('pa-op').first()).toBeVisible({ timeout: 120_000 })
    const used = await machines(card)
    expect(used).not.toContain(MACHINE)
    expect(used).toContain('EQ-VMC4')
    await page.context().close()
  } finally {
    await setMachine(request, auditorToken, true)
    await auditorPage.context().close()
  }
})
