import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN_API, type AdminMenuNode } from '../../contract/admin.ts'
import { PASSWORD, logInAs, storedToken, uniqueUsername } from './account-helpers.ts'
import { pageWith, saveSession, type SavedSession } from './session-helpers.ts'

// The admin template's habits on the shared list pieces: the pager's page box, and the error pages
// a list screen leads to when the server refuses its data or fails.

let auditor: SavedSession
test.beforeAll(async ({ browser }) => {
  auditor = await saveSession(browser, 'auditor')
})

test('the pager goes to the page typed in its box, kept between 1 and the last page', async ({ browser }) => {
  const page = await pageWith(browser, auditor)
  await page.goto('/process-manage/tool')
  const view = page.locator('quote-app').getByTestId('library-page-tools')
  await view.getByTestId('library-page-size').selectOption('10')
  const position = view.getByTestId('library-position')
  await expect(position).toHaveText(/^第 1 \/ \d+ 页$/)
  const pages = Number((await position.textContent())!.match(/\/ (\d+)/)![1])
  expect(pages).toBeGreaterThan(2)
  const firstRow = await view.locator('tbody tr').first().textContent()

  const box = view.getByTestId('library-jump')
  await box.fill('2')
  await box.press('Enter')
  await expect(position).toHaveText(`第 2 / ${pages} 页`)
  await expect(view.locator('tbody tr').first()).not.toHaveText(firstRow!)

  await box.fill('999')
  await box.press('Enter')
  await expect(position).toHaveText(`第 ${pages} / ${pages} 页`)
  await expect(box).toHaveValue(String(pages))
  await page.context().close()
})

/** The admin's API, with the token of the admin logged in on `page`. */
async function adminApi(page: Page) {
  const headers = { authorization: `Bearer ${await storedToken(page)}` }
  const call = async (request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const reply = await request[method](url, { headers, data })
    expect(reply.status(), await reply.text()).toBe(200)
    return ((await reply.json()) as { data: unknown }).data
  }
  return (method: 'get' | 'post' | 'put', url: string, data?: unknown) => call(page.request, method, url, data)
}

/** The id of the menu named `name` in the menu tree. */
function menuId(tree: AdminMenuNode[], name: string): number {
  for (const node of tree) {
    if (node.name === name) return node.id
    const below = node.children.length > 0 ? menuId(node.children, name) : 0
    if (below) return below
  }
  return 0
}

test('a list screen the server refuses opens /403; one the server fails opens /500, whose retry opens it again', async ({
  browser,
  page,
}) => {
  await logInAs(page, 'admin')
  const api = await adminApi(page)
  const tree = (await api('get', ADMIN_API.menus)) as AdminMenuNode[]
  const guide = { menuId: menuId(tree, 'AiGuide'), permissions: ['view'] }
  // A menu shows under its directory: both are granted.
  const directory = { menuId: menuId(tree, 'QuoteConfig'), permissions: ['view'] }
  const configs = { menuId: menuId(tree, 'QuoteConfigManage'), permissions: ['view'] }
  const code = uniqueUsername('E2eRole')
  const role = (await api('post', ADMIN_API.roles, {
    code,
    name: code,
    selectable: true,
    grants: [guide, directory, configs],
  })) as { id: number }
  const username = uniqueUsername('viewer')
  await api('post', ADMIN_API.users, { username, password: PASSWORD, realName: '查看员', roleId: role.id })

  const viewer = await (await browser.newContext()).newPage()
  const app = await logInAs(viewer, username)
  const menuItem = app.locator('[data-testid="side-menu"] [data-key="/quote-config/manage"]')
  await expect(menuItem).toHaveCount(1)

  // The server fails the list once: the screen gives way to /500, and "try again" opens it.
  let failed = false
  await viewer.route('**/api/quote-config/list?*', async (route) => {
    if (failed) return route.continue()
    failed = true
    await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad gateway' })
  })
  await viewer.goto('/quote-config/manage')
  await expect(app.getByTestId('server-error')).toBeInViewport()
  await expect(viewer).toHaveURL(/\/500\?redirect=%2Fquote-config%2Fmanage$/)
  await app.getByTestId('server-error-retry').click()
  await expect(app.getByTestId('quote-config-manage')).toBeVisible()
  await viewer.goto('/ai-guide')
  await expect(app.getByTestId('guide')).toBeVisible()

  // The admin withdraws the list from the role while the viewer still has it in the menu.
  await api('put', ADMIN_API.role.replace(':id', String(role.id)), {
    code,
    name: code,
    selectable: true,
    grants: [guide, directory],
  })
  await menuItem.click()
  await expect(app.getByTestId('forbidden')).toBeInViewport()
  await expect(viewer).toHaveURL(/\/403$/)
  await viewer.context().close()
})

test('the department tree beside the user list lists a department’s users, those below it included', async ({
  page,
}) => {
  const app = await logInAs(page, 'admin')
  const api = await adminApi(page)
  const top = (await api('post', ADMIN_API.departments, { name: uniqueUsername('中心') })) as { id: number }
  const below = (await api('post', ADMIN_API.departments, { name: uniqueUsername('车间'), parentId: top.id })) as {
    id: number
  }
  const options = (await api('get', ADMIN_API.userOptions)) as { roles: { id: number }[] }
  const username = uniqueUsername('shop')
  await api('post', ADMIN_API.users, {
    username,
    password: PASSWORD,
    realName: '车间主任',
    roleId: options.roles[0]!.id,
    departmentId: below.id,
  })

  await page.goto('/system/user')
  const tree = app.getByTestId('admin-user-department-tree')
  await expect(tree).toBeInViewport()
  await tree.getByTestId(`admin-user-department-${top.id}`).click()
  const table = app.getByTestId('admin-users-table')
  await expect(table.locator('tbody tr')).toHaveCount(1)
  await expect(table.locator('tbody tr')).toContainText(username)
  await expect(app.getByTestId('admin-user-filter-department')).toHaveValue(String(top.id))
  await tree.getByTestId('admin-user-department-all').click()
  await expect(app.getByTestId('admin-user-filter-department')).toHaveValue('')
  await expect(table.locator('tbody tr')).not.toHaveCount(1)
})
