import { readFileSync } from 'node:fs'
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { logInAs, storedToken } from './account-helpers.ts'

// Logging in through the form takes seconds on a loaded machine: a describe logs each role in once
// and every test starts from that saved session, so each test is a few steps long.

export type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>> & { token: string }

/** Logs `username` in through the form once and saves the session (token, settings, finished tours). */
export async function saveSession(
  browser: Browser,
  username: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<SavedSession> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logInAs(page, username)
  await prepare?.(page)
  const token = await storedToken(page)
  const state = await context.storageState()
  await context.close()
  return { ...state, token }
}

/** A page in a new context that starts logged in with `session`. */
export async function pageWith(browser: Browser, session: SavedSession | undefined): Promise<Page> {
  const context = await browser.newContext(session ? { storageState: session } : {})
  return context.newPage()
}

const FIXTURES = new URL('../fixtures/', import.meta.url)

/** Uploads fixture files as one conversation through the API and waits for the analysis; returns the record id. */
export async function uploadAndAnalyse(
  browser: Browser,
  session: SavedSession,
  files: { name: string; path: string }[],
): Promise<number> {
  const context = await browser.newContext()
  const headers = { authorization: `Bearer ${session.token}` }
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([readFileSync(new URL(f.path, FIXTURES))]), f.name)
  const reply = await context.request.post('/api/cnc/partcosts/v3/upload', { headers, multipart: form })
  expect(reply.status(), await reply.text()).toBe(200)
  const { data } = (await reply.json()) as { data: { chatRecordId: number; taskId: string } }
  await expect
    .poll(
      async () =>
        (
          (await (await context.request.get(`/api/cnc/partcosts/task/${data.taskId}`, { headers })).json()) as {
            data: { status: string }
          }
        ).data.status,
      {
        timeout: 170_000,
        intervals: [500],
      },
    )
    .toBe('done')
  await context.close()
  return data.chatRecordId
}
