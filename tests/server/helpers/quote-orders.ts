import { expect } from 'vitest'
import type { TestContext } from './context.ts'
import { DRAWING_PDF, filePart, upload, waitTask } from './quoting.ts'

/** An ASCII STL box of x × y × z mm: a closed solid that analyses in milliseconds; sizes make distinct products. */
export function boxStl(x: number, y: number, z: number): string {
  const v = (i: number) => [(i & 1) * x, ((i >> 1) & 1) * y, ((i >> 2) & 1) * z]
  const faces = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ]
  const facet = (a: number, b: number, c: number) =>
    `facet normal 0 0 0\nouter loop\n${[a, b, c].map((i) => `vertex ${v(i).join(' ')}`).join('\n')}\nendloop\nendfacet`
  return `solid box\n${faces.flatMap(([a, b, c, d]) => [facet(a!, b!, c!), facet(a!, c!, d!)]).join('\n')}\nendsolid box\n`
}

/** Uploads one part per [name, box] (with the drawing when asked), waits for the analysis, answers the part ids. */
export async function pricedParts(
  ctx: TestContext,
  token: string,
  boxes: [string, [number, number, number]][],
  withDrawing = true,
): Promise<number[]> {
  const files = boxes.flatMap(([name, [x, y, z]]) => [
    filePart(`${name}.stl`, boxStl(x, y, z)),
    ...(withDrawing ? [filePart(`${name}.pdf`, DRAWING_PDF)] : []),
  ])
  const res = await upload(ctx, token, files)
  expect(res.statusCode, res.body).toBe(200)
  const data = res.json().data
  const task = await waitTask(ctx, token, data.taskId)
  expect(task.status, JSON.stringify(task)).toBe('done')
  return data.parts.map((p: { partId: number }) => p.partId)
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A JSON call answering the parsed envelope and the status. */
export async function call(
  ctx: TestContext,
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  lang = 'zh-CN',
) {
  const res = await ctx.request({
    method,
    url,
    headers: { ...(token ? ctx.auth(token) : {}), 'accept-language': lang },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
  return { status: res.statusCode, body: res.json(), res }
}
