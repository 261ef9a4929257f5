import { expect, test, type Locator } from '@playwright/test'
import { pageWith, saveSession, uploadAndAnalyse, type SavedSession } from './session-helpers.ts'

// A button appears only where its action is allowed: a click that can only answer "没有权限执行此操作"
// is not offered. The cost screens follow the route's action grants, a configuration's sections the
// configuration screen's; a product's re-quote makes an order, which only the part's owner may do.

test.describe.configure({ mode: 'serial' })

let admin: SavedSession
let auditor: SavedSession
let customer: SavedSession
let savedGrants: { roleIds: number[]; cells: unknown[] } | null = null

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  admin = await saveSession(browser, 'admin')
  auditor = await saveSession(browser, 'auditor')
  customer = await saveSession(browser, 'customer')
})

/** Puts the Auditor role's grants back: later specs log in as auditors. */
test.afterAll(async ({ browser }) => {
  if (!savedGrants) return
  const page = await pageWith(browser, admin)
  const reply = await page.request.put('/api/admin/permissions', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: savedGrants,
  })
  expect(reply.status(), 'the Auditor grants were put back').toBe(200)
  await page.close()
})

const rowsOf = (view: Locator) => view.locator('tbody tr[data-key]')

test('an Auditor allowed only to view materials gets no add, edit or delete button there', async ({ browser }) => {
  const setup = await pageWith(browser, admin)
  const headers = { authorization: `Bearer ${admin.token}` }
  const matrix = (await (await setup.request.get('/api/admin/permissions', { headers })).json()).data
  const role = matrix.roles.find((r: { code: string }) => r.code === 'Auditor')
  const material = matrix.menus
    .flatMap((m: { path: string; children: { id: number; path: string }[] }) => m.children)
    .find((m: { path: string }) => m.path === 'material')
  const own = matrix.cells.filter((c: { roleId: number }) => c.roleId === role.id)
  savedGrants = { roleIds: [role.id], cells: own }
  const viewOnly = own.map((c: { menuId: number }) => (c.menuId === material.id ? { ...c, permissions: ['view'] } : c))
  const reply = await setup.request.put('/api/admin/permissions', {
    headers,
    data: { roleIds: [role.id], cells: viewOnly },
  })
  expect(reply.status()).toBe(200)
  await setup.close()

  const page = await pageWith(browser, auditor)
  await page.goto('/cost-maintenance/material')
  const view = page.locator('quote-app').getByTestId('cost-view-materials')
  await expect(rowsOf(view).first()).toBeVisible()
  await expect(view.getByTestId('cost-export')).toBeVisible()
  await expect(view.getByTestId('cost-add')).toHaveCount(0)
  await expect(view.getByTestId('cost-edit')).toHaveCount(0)
  await expect(view.getByTestId('cost-delete')).toHaveCount(0)

  // The other cost screens keep every action.
  await page.goto('/cost-maintenance/machine')
  const machines = page.locator('quote-app').getByTestId('cost-view-machines')
  await expect(rowsOf(machines).first()).toBeVisible()
  await expect(rowsOf(machines).first().getByTestId('cost-edit')).toBeVisible()
  await page.close()
})

test('the product list offers 按当前配置重新报价 on the caller’s own parts only', async ({ browser }) => {
  test.setTimeout(200_000)
  await uploadAndAnalyse(browser, customer, [{ name: 'granted-actions.stl', path: '3d/stl/fuji_obj.stl' }])
  const search = async (app: Locator) => {
    await app.getByTestId('qo-product-search').locator('input').fill('granted-actions')
    await app.getByTestId('qo-product-search').locator('input').press('Enter')
    const row = app.getByTestId('qo-products-table').locator('tbody tr[data-key]').first()
    await expect(row).toContainText('granted-actions')
    return row
  }

  const owner = await pageWith(browser, customer)
  await owner.goto('/quote-order/products')
  const ownRow = await search(owner.locator('quote-app'))
  await expect(ownRow.locator('[data-testid^="qo-product-requote-"]')).toBeVisible()
  await owner.close()

  const staff = await pageWith(browser, auditor)
  await staff.goto('/quote-order/products')
  const app = staff.locator('quote-app')
  const row = await search(app)
  await expect(row).toContainText('演示客户')
  await expect(app.locator('[data-testid^="qo-product-requote-"]')).toHaveCount(0)
  await staff.close()
})

test('an Auditor without edit on quote configurations reads a configuration’s sections with no save', async ({
  browser,
}) => {
  const setup = await pageWith(browser, admin)
  const headers = { authorization: `Bearer ${admin.token}` }
  const matrix = (await (await setup.request.get('/api/admin/permissions', { headers })).json()).data
  const manage = matrix.menus
    .flatMap((m: { children: { id: number; name: string }[] }) => m.children)
    .find((m: { name: string }) => m.name === 'QuoteConfigManage')
  const cells = savedGrants!.cells as { menuId: number; permissions: string[] }[]
  const noEdit = cells.map((c) => (c.menuId === manage.id ? { ...c, permissions: ['view'] } : c))
  const reply = await setup.request.put('/api/admin/permissions', {
    headers,
    data: { roleIds: savedGrants!.roleIds, cells: noEdit },
  })
  expect(reply.status()).toBe(200)
  const configs = (await (await setup.request.get('/api/quote-config/list', { headers })).json()).data.rows
  await setup.close()

  const page = await pageWith(browser, auditor)
  await page.goto(`/quote-config/detail?id=${configs[0].id}`)
  const detail = page.locator('quote-app').getByTestId('quote-config-detail')
  await expect(detail.getByTestId('qc-read-only')).toBeInViewport()
  await expect(detail.getByTestId('qc-read-only')).toHaveText(/只能查看|View only/)
  await expect(detail.getByTestId('qc-save')).toHaveCount(0)
  await page.close()
})
