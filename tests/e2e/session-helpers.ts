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

type FixtureFile = { name: string; path: string }

/** Posts fixture files (and form fields) as a multipart upload with the session's token; returns the envelope's data. */
async function postFiles<T>(
  browser: Browser,
  session: SavedSession,
  url: string,
  files: FixtureFile[],
  fields: Record<string, string> = {},
) {
  const context = await browser.newContext()
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const f of files) form.append('files', new Blob([readFileSync(new URL(f.path, FIXTURES))]), f.name)
  const reply = await context.request.post(url, { headers: auth(session), multipart: form })
  expect(reply.status(), await reply.text()).toBe(200)
  return { context, data: ((await reply.json()) as { data: T }).data }
}

const auth = (session: SavedSession) => ({ authorization: `Bearer ${session.token}` })

/** Analysis of a real model with its drawing: minutes on a loaded machine, so setups wait long. */
const ANALYSIS_WAIT = { timeout: 170_000, intervals: [500] }

/**
 * Uploads fixture files as one conversation through the API, with what the buyer entered in the
 * upload form (`fields`: material, quantity…), and waits for the analysis; returns the record id.
 */
export async function uploadAndAnalyse(
  browser: Browser,
  session: SavedSession,
  files: FixtureFile[],
  fields: Record<string, string> = {},
): Promise<number> {
  const url = '/api/cnc/partcosts/v3/upload'
  const { context, data } = await postFiles<{ chatRecordId: number; taskId: string }>(
    browser,
    session,
    url,
    files,
    fields,
  )
  const status = async () => {
    const reply = await context.request.get(`/api/cnc/partcosts/task/${data.taskId}`, { headers: auth(session) })
    return ((await reply.json()) as { data: { status: string } }).data.status
  }
  await expect.poll(status, ANALYSIS_WAIT).toBe('done')
  await context.close()
  return data.chatRecordId
}

/** Creates a process record from fixture files through the API and waits for its first route; returns its id. */
export async function uploadAndPlan(browser: Browser, session: SavedSession, files: FixtureFile[]): Promise<number> {
  const url = '/api/auto-process-chat-record/create'
  const { context, data } = await postFiles<{ id: number }>(browser, session, url, files)
  const status = async () => {
    const reply = await context.request.get(`/api/auto-process/${data.id}`, { headers: auth(session) })
    return ((await reply.json()) as { data: { status: string } }).data.status
  }
  await expect.poll(status, ANALYSIS_WAIT).toBe('done')
  await context.close()
  return data.id
}
