import { expect, test, type Locator } from '@playwright/test'
import { fillLogin, logInAs, uniqueUsername } from './account-helpers.ts'
import { saveSession, uploadAndAnalyse } from './session-helpers.ts'

// The admin back office against the real server, as the SuperAdministrator `admin`.

const AUDITOR_ROLE = /Auditor|核价工程师/

/** Picks the option whose text matches `label` in a native select. */
async function pick(select: Locator, label: RegExp) {
  const value = await select
    .locator('option')
    .evaluateAll(
      (options, source) => options.find((o) => new RegExp(source).test(o.textContent ?? ''))?.getAttribute('value'),
      label.source,
    )
  expect(value, `an option matching ${label}`).toBeTruthy()
  await select.selectOption(value!)
}

test('a SuperAdministrator creates an Auditor, resets the password, and the user logs in with it', async ({
  page,
  browser,
}) => {
  const app = await logInAs(page, 'admin', undefined, '/system/user')
  await expect(app.getByTestId('admin-users-table')).toBeVisible()
  const username = uniqueUsername('aud')
  await app.getByTestId('admin-user-add').click()
  const dialog = app.getByTestId('admin-user-dialog')
  // Nothing typed: the required fields are named and nothing is sent.
  await dialog.getByTestId('admin-user-submit').click()
  const usernameField = dialog.getByTestId('admin-user-field-username')
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true')
  // Marked required, and told it is missing, not that its format is wrong.
  await expect(usernameField).toHaveAttribute('required', '')
  const usernameHelp = usernameField.locator('[part~="form-control-help-text"]')
  await expect(usernameHelp).toHaveText(/^\s*(此项为必填项|This field is required)\s*$/)
  await expect(usernameHelp).toBeInViewport()
  await usernameField.locator('input').fill(username)
  await dialog.getByTestId('admin-user-field-password').locator('input').fill('Start@2026x')
  await dialog.getByTestId('admin-user-field-realName').locator('input').fill('E2E Auditor')
  await pick(dialog.getByTestId('admin-user-field-role'), AUDITOR_ROLE)
  await dialog.getByTestId('admin-user-submit').click()
  await expect(dialog).toHaveCount(0)

  await app.getByTestId('admin-user-search').locator('input').fill(username)
  await app.getByTestId('admin-user-search-submit').click()
  const row = app.getByTestId('admin-users-table').locator('tbody tr', { hasText: username })
  await expect(row).toHaveCount(1)
  await expect(app.getByTestId('admin-users-table').locator('tbody tr[data-row]')).toHaveCount(1)
  // Reset clears the search and lists everyone again; the search finds the user back.
  await app.getByTestId('admin-user-search-reset').click()
  await expect(app.getByTestId('admin-user-search').locator('input')).toHaveValue('')
  await expect(app.getByTestId('admin-users-table').locator('tbody tr[data-row]')).not.toHaveCount(1)
  await app.getByTestId('admin-user-search').locator('input').fill(username)
  await app.getByTestId('admin-user-search-submit').click()
  await expect(row).toHaveCount(1)

  await row.locator('[data-testid^="admin-user-password-"]').click()
  await app.getByTestId('admin-user-password-confirm').click()
  const secret = (await app.getByTestId('admin-password-value').innerText()).trim()
  expect(secret.length).toBeGreaterThanOrEqual(8)
  await app.getByTestId('admin-password-close').click()

  const other = await browser.newPage()
  await other.goto('/login')
  const otherApp = other.locator('quote-app')
  await fillLogin(otherApp, username, secret)
  await expect(otherApp.getByTestId('login')).toHaveCount(0)
  await expect(otherApp.getByTestId('current-user')).toContainText(username)
  await other.close()
})

test('system roles cannot be deleted, and the role editor lists menus with their actions', async ({ page }) => {
  const app = await logInAs(page, 'admin', undefined, '/system/role')
  const auditor = app.getByTestId('admin-roles-table').locator('tbody tr', { hasText: 'Auditor' })
  await expect(auditor).toHaveCount(1)
  await expect(auditor.locator('[data-testid^="admin-role-delete-"]')).toHaveCount(0)
  await auditor.locator('[data-testid^="admin-role-edit-"]').click()
  const dialog = app.getByTestId('admin-role-dialog')
  await expect(dialog.locator('.qe-admin-tree li').first()).toBeVisible()
  await expect(dialog.getByTestId('admin-role-code').locator('input')).toHaveValue('Auditor')
})

test('the back office lists every customer’s conversations and opens one read-only, with its priced part', async ({
  page,
  browser,
}) => {
  const customer = await saveSession(browser, 'customer')
  const recordId = await uploadAndAnalyse(browser, customer, [
    { name: 'admin-view.stl', path: '3d/stl/featuretype.STL' },
  ])
  const app = await logInAs(page, 'admin', undefined, '/admin/manage')
  // The orders come first: the quote-order feature's staff list.
  await expect(app.getByTestId('quote-order-manage')).toBeVisible()
  await app.getByTestId('admin-manage-tab-conversations').click()
  await app.getByTestId('admin-conversation-search').locator('input').fill('customer')
  await app.getByTestId('admin-conversation-search-submit').click()
  await app.getByTestId(`admin-conversation-open-${recordId}`).click()
  await expect(page).toHaveURL(new RegExp(`/admin/chatHistoryDetail\\?kind=quote&id=${recordId}$`))
  const view = app.getByTestId('admin-conversation')
  await expect(view.getByTestId('admin-conversation-owner')).toContainText('customer')
  await expect(view.getByTestId('admin-conversation-part')).toHaveCount(1)
  await expect(view.getByTestId('admin-conversation-total')).toHaveText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/)
  await expect(view.getByTestId('admin-conversation-messages').locator('li').first()).toBeVisible()
  // Read-only: nothing on the view changes the conversation.
  await expect(view.locator('sl-button')).toHaveCount(0)
})

test('an Administrator cannot reach permission management, nor edit a SuperAdministrator', async ({ page }) => {
  const app = await logInAs(page, 'subadmin', undefined, '/system/user')
  await expect(
    app.locator('[data-testid="side-menu"] [data-key="/permissionManage/user/permission-manage"]'),
  ).toHaveCount(0)
  await app.getByTestId('admin-user-search').locator('input').fill('admin')
  await app.getByTestId('admin-user-search-submit').click()
  const superRow = app.getByTestId('admin-users-table').locator('tbody tr', { hasText: '系统管理员' }).first()
  await expect(superRow).toBeVisible()
  // The button is offered (the list does not know the rule); the server refuses with its reason.
  await superRow.locator('[data-testid^="admin-user-edit-"]').click()
  const dialog = app.getByTestId('admin-user-dialog')
  await dialog.getByTestId('admin-user-field-realName').locator('input').fill('taken over')
  await dialog.getByTestId('admin-user-submit').click()
  await expect(app.getByText(/只有系统管理员可以管理系统管理员/).first()).toBeVisible()
  await page.goto('/permissionManage/user/permission-manage')
  await expect(app.getByTestId('not-found')).toBeVisible()
  // And the API says no as well, whatever the screen shows.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}').token)
  const reply = await page.request.get('/api/admin/permissions', { headers: { authorization: `Bearer ${token}` } })
  expect(reply.status()).toBe(403)
})

test('departments: a tree with a department below another; deleting one with sub-departments is refused', async ({
  page,
}) => {
  const app = await logInAs(page, 'admin', undefined, '/system/department')
  const parent = uniqueUsername('Plant')
  const child = uniqueUsername('Line')
  await app.getByTestId('department-add').click()
  let dialog = app.getByTestId('department-dialog')
  // An empty name is named before anything is sent.
  await dialog.getByTestId('department-save').click()
  await expect(dialog.getByTestId('department-field-name')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('department-field-name').locator('input').fill(parent)
  await dialog.getByTestId('department-field-leader').locator('input').fill('Chen')
  await dialog.getByTestId('department-save').click()
  await expect(dialog).toHaveCount(0)
  const parentRow = app.locator(`[data-testid="department-row"][data-name="${parent}"]`)
  await expect(parentRow).toContainText('Chen')

  await parentRow.getByTestId('department-add-child').click()
  dialog = app.getByTestId('department-dialog')
  await dialog.getByTestId('department-field-name').locator('input').fill(child)
  await dialog.getByTestId('department-save').click()
  await expect(dialog).toHaveCount(0)
  const childRow = app.locator(`[data-testid="department-row"][data-name="${child}"]`)
  await expect(childRow).toBeVisible()

  // Collapsing the parent hides the child.
  await parentRow.getByRole('button', { expanded: true }).click()
  await expect(childRow).toHaveCount(0)
  await parentRow.getByRole('button', { expanded: false }).click()

  // The parent has a sub-department: the server refuses, the row stays.
  await parentRow.getByTestId('department-delete').click()
  await app.getByTestId('department-delete-confirm').click()
  await expect(app.getByText(/下级部门|sub-departments/).first()).toBeVisible()
  await app
    .getByTestId('department-delete-dialog')
    .getByRole('button', { name: /^(Cancel|取消)$/ })
    .click()
  await expect(parentRow).toBeVisible()

  await childRow.getByTestId('department-delete').click()
  await app.getByTestId('department-delete-confirm').click()
  await expect(childRow).toHaveCount(0)
})

test('the audit log lists an admin change with who made it and the fields it changed', async ({ page }) => {
  const app = await logInAs(page, 'admin', undefined, '/system/department')
  const name = uniqueUsername('Audit')
  await app.getByTestId('department-add').click()
  const dialog = app.getByTestId('department-dialog')
  await dialog.getByTestId('department-field-name').locator('input').fill(name)
  await dialog.getByTestId('department-field-leader').locator('input').fill('Gao')
  await dialog.getByTestId('department-save').click()
  await expect(dialog).toHaveCount(0)

  await page.goto('/system/audit-log')
  await app.getByTestId('audit-search').locator('input').fill(name)
  await app.getByTestId('audit-search-submit').click()
  const row = app.getByTestId('audit-table').locator('tbody tr', { hasText: name }).first()
  await expect(row).toContainText('admin')
  // The action in words, not the log's code for it.
  await expect(row).toContainText('新增')
  await expect(row).not.toContainText('department.create')
  await row.locator('.qe-data-table-toggle sl-icon-button').click()
  const changes = app.getByTestId('audit-changes')
  // The field by its name in the reader's words, not the record's key.
  await expect(changes.locator('tr', { hasText: '负责人' })).toContainText('Gao')
  await expect(changes).not.toContainText('leader')
  // The kind filter leaves the department change out of the user changes.
  await app.getByTestId('audit-filter-target').selectOption('user')
  await expect(app.getByTestId('audit-table').locator('tbody tr', { hasText: name })).toHaveCount(0)
})

test.describe('a SuperAdministrator grants and withdraws what an Auditor may do', () => {
  // The Auditor role's grants are put back after these tests: later specs log in as auditors.
  let saved: { roleIds: number[]; cells: unknown[] } | null = null
  let adminToken = ''
  const api = (page: import('@playwright/test').Page, token: string) => ({
    get: (url: string) => page.request.get(url, { headers: { authorization: `Bearer ${token}` } }),
    put: (url: string, data: unknown) => page.request.put(url, { headers: { authorization: `Bearer ${token}` }, data }),
    post: (url: string, data: unknown) =>
      page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data }),
  })
  let addedMenuId = 0
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage()
    await page.goto('/login')
    if (saved) {
      const reply = await api(page, adminToken).put('/api/admin/permissions', saved)
      expect(reply.status(), 'the Auditor grants were put back').toBe(200)
    }
    if (addedMenuId) {
      const reply = await page.request.delete(`/api/admin/menus/${addedMenuId}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
      expect(reply.status(), 'the added menu was removed').toBe(200)
    }
    await page.close()
  })

  test('a new Auditor in a new department loses the edit action on quote configurations, screen and API', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const app = await logInAs(page, 'admin', undefined, '/system/department')
    adminToken = await page.evaluate(() => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}').token)
    const asAdmin = api(page, adminToken)
    const matrix = (await (await asAdmin.get('/api/admin/permissions')).json()).data
    const auditorRole = matrix.roles.find((r: { code: string }) => r.code === 'Auditor')
    saved = {
      roleIds: [auditorRole.id],
      cells: matrix.cells.filter((c: { roleId: number }) => c.roleId === auditorRole.id),
    }
    // A second configuration, so the list shows an edit button ("set as default").
    const configs = (await (await asAdmin.get('/api/quote-config/list?pageSize=50')).json()).data.rows
    const source = configs.find((c: { isDefault: boolean }) => c.isDefault)
    const copyName = uniqueUsername('cfg')
    const copy = await asAdmin.post(`/api/quote-config/${source.id}/copy`, { name: copyName })
    expect(copy.status()).toBe(200)
    const copyId = (await copy.json()).data.id

    // A department, and an Auditor in it.
    const department = uniqueUsername('QA')
    await app.getByTestId('department-add').click()
    await app.getByTestId('department-dialog').getByTestId('department-field-name').locator('input').fill(department)
    await app.getByTestId('department-dialog').getByTestId('department-save').click()
    await expect(app.locator(`[data-testid="department-row"][data-name="${department}"]`)).toBeVisible()
    await page.goto('/system/user')
    const username = uniqueUsername('qa')
    await app.getByTestId('admin-user-add').click()
    const dialog = app.getByTestId('admin-user-dialog')
    await dialog.getByTestId('admin-user-field-username').locator('input').fill(username)
    await dialog.getByTestId('admin-user-field-password').locator('input').fill('Start@2026x')
    await dialog.getByTestId('admin-user-field-realName').locator('input').fill('QA engineer')
    await pick(dialog.getByTestId('admin-user-field-role'), AUDITOR_ROLE)
    await pick(dialog.getByTestId('admin-user-field-department'), new RegExp(department))
    await dialog.getByTestId('admin-user-submit').click()
    await expect(dialog).toHaveCount(0)

    // The Auditor sees the Auditor menus and may set the copy as default.
    const auditorPage = await browser.newPage()
    const auditorApp = await logInAs(auditorPage, username, 'Start@2026x', '/login')
    const auditorToken = await auditorPage.evaluate(
      () => JSON.parse(localStorage.getItem('quote-elements:user') ?? '{}').token,
    )
    // 报价配置 holds the configurations and the shop profile: a submenu, opened first.
    await auditorApp.locator('[data-testid="side-menu"] button', { hasText: '报价配置' }).click()
    await expect(auditorApp.locator('[data-testid="side-menu"] [data-key="/quote-config/manage"]')).toHaveCount(1)
    await auditorPage.goto('/quote-config/manage')
    await expect(auditorApp.getByTestId(`qc-default-${copyId}`)).toBeVisible()

    // Permission management: withdraw "edit" on the quote configuration list from the Auditor role.
    await page.goto('/permissionManage/user/permission-manage')
    const cell = app.locator('[data-testid="permission-cell"][data-role="Auditor"][data-menu="/quote-config/manage"]')
    await expect(cell.getByTestId('permission-edit')).toBeChecked()
    await cell.getByTestId('permission-edit').uncheck()
    await app.getByTestId('permission-save').click()
    await expect(app.getByTestId('permission-save')).toHaveAttribute('disabled', '')
    await expect(cell.getByTestId('permission-edit')).not.toBeChecked()

    // On their next load the edit button is gone, and the API refuses the edit outright.
    await auditorPage.reload()
    await expect(auditorApp.getByTestId(`qc-copy-${copyId}`)).toBeVisible()
    await expect(auditorApp.getByTestId(`qc-default-${copyId}`)).toHaveCount(0)
    const refused = await api(auditorPage, auditorToken).post(`/api/quote-config/${copyId}/set-default`, {})
    expect(refused.status()).toBe(403)
    expect((await refused.json()).msg).toMatch(/edit/)

    // The menu editor: a new entry under cost maintenance, shown to the Auditor role, reaches the
    // Auditor's menu on their next load.
    await page.goto('/system/menu')
    const costs = app.locator('[data-testid="menu-row"]', { hasText: '/cost-maintenance' }).first()
    await costs.getByTestId('menu-add-child').click()
    const menuDialog = app.getByTestId('menu-dialog')
    const path = uniqueUsername('e2e').toLowerCase()
    await menuDialog.getByTestId('menu-field-component').locator('input').fill('quote-config/manage')
    await menuDialog.getByTestId('menu-field-path').locator('input').fill(path)
    await menuDialog.getByTestId('menu-field-name').locator('input').fill(`E2e${path}`)
    await menuDialog.getByTestId('menu-field-title').locator('input').fill('E2E 报价配置')
    await menuDialog.getByTestId('menu-field-titleEn').locator('input').fill('E2E configurations')
    await menuDialog.getByTestId('menu-save').click()
    await expect(menuDialog).toHaveCount(0)
    const added = app.locator('[data-testid="menu-row"]', { hasText: `/cost-maintenance/${path}` })
    await expect(added).toBeVisible()
    const menus = (await (await asAdmin.get('/api/admin/menus')).json()).data
    const costsNode = menus.find((m: { path: string }) => m.path === '/cost-maintenance')
    addedMenuId = costsNode.children.find((m: { path: string }) => m.path === path).id

    await page.goto('/permissionManage/user/permission-manage')
    const newCell = app.locator(
      `[data-testid="permission-cell"][data-role="Auditor"][data-menu="/cost-maintenance/${path}"]`,
    )
    await newCell.getByTestId('permission-visible').check()
    await app.getByTestId('permission-save').click()
    await expect(app.getByTestId('permission-save')).toHaveAttribute('disabled', '')

    // Its URL now opens the view it names, and the menu (opened around it) lists it by its title.
    await auditorPage.goto(`/cost-maintenance/${path}`)
    await expect(auditorApp.getByTestId('quote-config-manage')).toBeVisible()
    const entry = auditorApp.locator(`[data-testid="side-menu"] [data-key="/cost-maintenance/${path}"]`)
    await expect(entry).toContainText('E2E 报价配置')
    await auditorPage.close()
  })
})
