import type { InjectOptions } from 'fastify'
import { multipart, PNG_1X1, type Part } from '../multipart.ts'
import { fieldPart, filePart, fixtureBytes } from '../quoting.ts'
import type { HostileCase } from './harness.ts'

// Multipart bodies that break off or lie about themselves. A body cut before its closing
// boundary (a dropped connection, a proxy limit) is an incomplete upload, not a server error.

const ROUTES = {
  'part upload': '/api/cnc/partcosts/v3/upload',
  'process record': '/api/auto-process-chat-record/create',
  avatar: '/api/account/upload-avatar',
} as const

const INCOMPLETE = 'The upload was incomplete, please upload it again'

function body(
  url: string,
  parts: Part[],
  cut: (b: Buffer) => Buffer = (b) => b,
  headers?: Record<string, string>,
): InjectOptions {
  const form = multipart(parts)
  return { method: 'POST', url, headers: { ...form.headers, ...headers }, payload: cut(form.body) }
}

const fileFor = (route: keyof typeof ROUTES): Part =>
  route === 'avatar'
    ? {
        name: 'file',
        filename: 'a.png',
        contentType: 'image/png',
        data: Buffer.concat([PNG_1X1, Buffer.alloc(4096, 7)]),
      }
    : filePart('a.step', fixtureBytes('3d/step/featuretype.STEP'))

export function uploadCases(): HostileCase[] {
  const cases: HostileCase[] = []
  for (const [route, url] of Object.entries(ROUTES) as [keyof typeof ROUTES, string][]) {
    const parts = [fileFor(route)]
    cases.push(
      {
        name: `${route}: body cut inside the file`,
        request: () => body(url, parts, (b) => b.subarray(0, Math.floor(b.length / 2))),
        status: 400,
        msg: INCOMPLETE,
      },
      {
        name: `${route}: body cut just before the closing boundary`,
        request: () => body(url, parts, (b) => b.subarray(0, b.length - 10)),
        status: 400,
        msg: INCOMPLETE,
      },
      {
        name: `${route}: body cut inside the part headers`,
        request: () => body(url, parts, (b) => b.subarray(0, 60)),
        status: 400,
        msg: INCOMPLETE,
      },
      {
        name: `${route}: multipart without a boundary`,
        request: () => ({
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data' },
          payload: Buffer.from('--x\r\n\r\n'),
        }),
        status: 400,
        msg: /^(Invalid request|The upload was incomplete)/,
      },
      {
        name: `${route}: a boundary longer than the parser accepts`,
        request: () => ({
          method: 'POST',
          url,
          headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
          payload: Buffer.from(`--${'b'.repeat(300)}--\r\n`),
        }),
        status: 400,
        msg: 'Invalid request',
      },
      {
        name: `${route}: a JSON body instead of a form`,
        request: () => ({ method: 'POST', url, payload: { file: 'a' } }),
        status: 415,
        msg: 'Unsupported request content type',
      },
    )
  }
  cases.push(
    {
      name: 'part upload: a field with a control character after a good file',
      request: () =>
        body(ROUTES['part upload'], [
          filePart('a.step', fixtureBytes('3d/step/featuretype.STEP')),
          fieldPart('surfaceTreatments', 'anodize\u0000'),
        ]),
      status: 400,
      msg: 'surfaceTreatments must not contain control characters',
    },
    {
      name: 'part upload: a number field that is not one',
      request: () =>
        body(ROUTES['part upload'], [
          filePart('a.step', fixtureBytes('3d/step/featuretype.STEP')),
          fieldPart('quantity', 'lots'),
        ]),
      status: 400,
      msg: /^quantity /,
    },
  )
  return cases
}
