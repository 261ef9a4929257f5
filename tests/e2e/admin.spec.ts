import { expect, test } from '@playwright/test'
import { fillLogin, logInAs, uniqueUsername } from './account-helpers.ts'

// Admin back office (issue #12), client side: the user and role screens against the real server.
// Not yet covered (screens not built): departments, menus, the permission matrix, the audit log.

test.describe.configure({ timeout: 20_000 })

test('a SuperAdministrator creates an Auditor, resets the password, and the user logs in with it', async ({
  page,
  browser,
}) => {
  const app = await logInAs(page, 'admin', undefined, '/system/user')
  await expect(app.getByTestId('admin-users-table')).toBeVisible()
  const username = uniqueUsername('aud')
  await app.getByTestId('admin-user-add').click()
  const dialog = app.getByTestId('admin-user-dialog')
  await dialog.getByTestId('admin-user-submit').click()
  await expect(dialog.getByTestId('admin-user-field-username')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByTestId('admin-user-field-username').locator('input').fill(username)
  await dialog.getByTestId('admin-user-field-password').locator('input').fill('Start@2026x')
  await dialog.getByTestId('admin-user-field-realName').locator('input').fill('E2E Auditor')
  await dialog
    .getByTestId('admin-user-field-role')
    .selectOption({ label: 'Auditor' })
    .catch(async () => {
      await dialog.getByTestId('admin-user-field-role').selectOption({ index: 1 })
    })
  await dialog.getByTestId('admin-user-submit').click()
  await expect(dialog).toHaveCount(0)

  await app.getByTestId('admin-user-search').locator('input').fill(username)
  await app.getByTestId('admin-user-search-submit').click()
  const row = app.getByTestId('admin-users-table').locator('tr', { hasText: username })
  await expect(row).toHaveCount(1)

  await row.getByText(/Reset password|重置密码/).click()
  await app.getByTestId('admin-user-password-confirm').click()
  const secret = await app.getByTestId('admin-password-value').innerText()
  expect(secret.length).toBeGreaterThanOrEqual(8)
  await app.getByTestId('admin-password-close').click()

  const other = await browser.newPage()
  await other.goto('/login')
  const otherApp = other.locator('quote-app')
  await fillLogin(otherApp, username, secret)
  await expect(otherApp.getByTestId('login')).toHaveCount(0)
  await other.close()
})

test('system roles cannot be deleted, and the role editor lists menus with their actions', async ({ page }) => {
  const app = await logInAs(page, 'admin', undefined, '/system/role')
  const table = app.getByTestId('admin-roles-table')
  await expect(table.locator('tr', { hasText: 'Auditor' }).first()).toBeVisible()
  // Auditor is a system role: no delete button; its editor lists the menus with their actions.
  const auditor = table.locator('tr', { hasText: 'Auditor' }).first()
  await expect(auditor.getByText(/^(Delete|删除)$/)).toHaveCount(0)
  await auditor.getByText(/^(Edit|编辑)$/).click()
  const dialog = app.getByTestId('admin-role-dialog')
  await expect(dialog.locator('.qe-admin-tree li').first()).toBeVisible()
  await dialog.getByText(/^(Cancel|取消)$/).click()
})
