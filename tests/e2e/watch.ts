import type { Page } from '@playwright/test'

/** Records what a user would never want to see: console errors and failed requests. */
export function watchPage(page: Page) {
  const consoleErrors: string[] = []
  const warnings: string[] = []
  const failedRequests: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text())
    if (msg.type() === 'warning') warnings.push(msg.text())
  })
  page.on('pageerror', (err) => consoleErrors.push(String(err)))
  page.on('response', (res) => {
    if (res.status() >= 400) failedRequests.push(`${res.status()} ${res.url()}`)
  })
  page.on('requestfailed', (req) => failedRequests.push(`failed ${req.url()}`))
  return { consoleErrors, warnings, failedRequests }
}
