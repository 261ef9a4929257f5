import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { buildPdf } from '../engine/support/pdf-writer.ts'
import type { TestContext } from './context.ts'
import { multipart, type Part } from './multipart.ts'

const FIXTURES = join(import.meta.dirname, '../../fixtures')

export const fixtureBytes = (path: string) => readFileSync(join(FIXTURES, path))
export const filePart = (filename: string, data: Buffer | Uint8Array | string): Part => ({
  name: 'files',
  filename,
  contentType: 'application/octet-stream',
  data: Buffer.from(data as Uint8Array),
})
export const fieldPart = (name: string, value: string): Part => ({ name, data: Buffer.from(value) })

/** A drawing with a Chinese title block and 技术要求: AL6061, 10 pieces, clear anodize, Ra 3.2. */
export const DRAWING_PDF = Buffer.from(
  buildPdf([
    {
      width: 842,
      height: 595,
      texts: [
        { x: 40, y: 560, size: 10, text: '技术要求：' },
        { x: 40, y: 545, size: 10, text: '1、未注尺寸公差按GB/T1804-m级执行；' },
        { x: 40, y: 530, size: 10, text: '2、表面本色阳极氧化；' },
        { x: 40, y: 515, size: 10, text: '3、其余Ra3.2；' },
        { x: 600, y: 80, size: 10, text: '材料' },
        { x: 660, y: 80, size: 10, text: '6061-T6' },
        { x: 600, y: 60, size: 10, text: '数量' },
        { x: 660, y: 60, size: 10, text: '10件' },
        { x: 600, y: 40, size: 10, text: '比例' },
        { x: 660, y: 40, size: 10, text: '1:1' },
      ],
    },
  ]),
)

export function upload(ctx: TestContext, token: string, parts: Part[], lang = 'zh-CN') {
  const form = multipart(parts)
  return ctx.request({
    method: 'POST',
    url: '/api/cnc/partcosts/v3/upload',
    headers: { ...ctx.auth(token), ...form.headers, 'accept-language': lang },
    payload: form.body,
  })
}

/** Polls the task like the client helper (but faster) until it is done or failed. */
export async function waitTask(ctx: TestContext, token: string, taskId: string, tries = 600) {
  for (let i = 0; i < tries; i++) {
    const res = await ctx.request({ method: 'GET', url: `/api/cnc/partcosts/task/${taskId}`, headers: ctx.auth(token) })
    const data = res.json().data
    if (data && (data.status === 'done' || data.status === 'failed')) return data
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`task ${taskId} did not finish`)
}

/** Uploads the files of one part, waits for its analysis to end, and answers its part id. */
export async function uploadPart(ctx: TestContext, token: string, parts: Part[]): Promise<number> {
  const res = await upload(ctx, token, parts)
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  await waitTask(ctx, token, data.taskId)
  return data.parts[0].partId
}

/** Every file under the uploads directory (recursive), to assert nothing is left behind. */
export const storedFiles = (ctx: TestContext) => {
  const dir = ctx.config.uploadsDir
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => join(d.parentPath, d.name))
    : []
}

export const json = (
  ctx: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'zh-CN',
) =>
  ctx.request({
    method,
    url,
    headers: { ...ctx.auth(token), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })

/** The part as its owner reads it. */
export const readPart = async (ctx: TestContext, token: string, partId: number) =>
  (await json(ctx, token, 'GET', `/api/cnc/partcosts/part/${partId}`)).json().data

/** Prices the part again with the buyer's changes in `body`, which must be accepted. */
export async function repricePart(ctx: TestContext, token: string, partId: number, body: Record<string, unknown>) {
  const res = await json(ctx, token, 'POST', `/api/cnc/partcosts/part/${partId}/reprice`, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
