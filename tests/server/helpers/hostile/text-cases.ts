import type { HostileCase } from './harness.ts'
import { PROCESS_LIBRARY_API } from '../../../../contract/process-library.ts'
import { SAMPLE } from '../process-library.ts'
import { get, post, put, TEXT_FIELDS } from './text-fields.ts'

// Control characters in every text a caller can send. PostgreSQL refuses NUL in text and JSON
// (it used to answer 500 and log the query's parameters); the others hide or forge what a reader
// sees. Each must be a 400 naming the field, before anything is stored or spent.

/** The characters tried in every field: NUL, bell, an escape sequence, DEL and a C1 control (NEL). */
export const CONTROLS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['BEL', 'a\u0007'],
  ['ESC', '\u001b[31mred'],
  ['DEL', 'x\u007f'],
  ['NEL', 'y\u0085z'],
]

/** Every field × every control character: a 400 that names the field. */
export function textCases(): HostileCase[] {
  return TEXT_FIELDS.flatMap((f) =>
    CONTROLS.map(([label, value]): HostileCase => ({
      name: `${f.where}: ${f.field} with ${label}`,
      ...(f.as ? { as: f.as } : {}),
      request: (env) => f.send(env, value),
      status: 400,
      msg: `${f.field} must not contain control characters`,
    })),
  )
}

/** Multi-line text keeps its line breaks and tabs but refuses the other controls. */
export function multilineCases(): HostileCase[] {
  return [
    {
      name: 'quote-config description: NUL refused where line breaks are allowed',
      as: 'admin',
      request: () => post('/api/quote-config', { name: 'described', description: 'line 1\nline\u00002' }),
      status: 400,
      msg: 'description must not contain control characters',
    },
    {
      name: 'a single-line name refuses a tab',
      request: () => post('/api/chatrecord/create', { name: 'a\tb' }),
      status: 400,
      msg: 'name must not contain control characters',
    },
    {
      name: 'a record key of a configuration section',
      as: 'admin',
      request: async (e) => {
        const current = await e.ctx.request({
          ...get(`/api/quote-config/${e.configId}`),
          headers: e.ctx.auth(e.tokens.admin),
        })
        const leadTime = current.json().data.version.config.leadTime
        return put(`/api/quote-config/${e.configId}/sections/leadTime`, {
          ...leadTime,
          regionShippingDays: { ...leadTime.regionShippingDays, 'x\u0000': 2 },
        })
      },
      status: 400,
      msg: 'leadTime.regionShippingDays must not contain control characters',
    },
  ]
}

/** A name that reads "invoiceexe.jpg" once a right-to-left override turns its tail around. */
const SPOOFED = 'invoice\u202egpj.exe'
const NAME_FIELDS = new Set(['username', 'nickName', 'realName', 'companyName', 'name'])

/**
 * Bidirectional controls in every name a person enters (usernames, nicknames, record, configuration
 * and library names): refused like the other controls, so no name can show other than it is.
 */
export function bidiCases(): HostileCase[] {
  const names = TEXT_FIELDS.filter((f) => NAME_FIELDS.has(f.field))
  const marks: [string, string][] = [
    ['RLO', SPOOFED],
    ['LRI', 'a\u2066b\u2069'],
    ['RLM', 'x\u200fy'],
  ]
  return [
    ...names.map((f): HostileCase => ({
      name: `${f.where}: ${f.field} with a right-to-left override`,
      ...(f.as ? { as: f.as } : {}),
      request: (env) => f.send(env, SPOOFED),
      status: 400,
      msg: `${f.field} must not contain control characters`,
    })),
    ...(['crafts', 'equipment', 'tools'] as const).flatMap((library) =>
      marks.map(([label, value]): HostileCase => ({
        name: `process library ${library}: name with ${label}`,
        as: 'admin',
        request: () => {
          const body = SAMPLE[library](`BIDI-${label}`)
          return post(PROCESS_LIBRARY_API.list.replace(':library', library), {
            ...body,
            [library === 'crafts' ? 'nameZh' : 'name']: value,
          })
        },
        status: 400,
        msg: `${library === 'crafts' ? 'nameZh' : 'name'} must not contain control characters`,
      })),
    ),
  ]
}
