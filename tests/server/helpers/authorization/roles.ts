import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { PASSWORD, type TestContext } from '../context.ts'
import type { MatrixFixtures } from './fixtures.ts'

// The vocabulary of the authorization matrix: who plays each role, what each role may do, and the
// shape of a row. "customer" owns every record the rows act on; "otherCustomer" is another customer.

export const ROLES = [
  'anonymous',
  'customer',
  'otherCustomer',
  'Auditor',
  'Administrator',
  'SuperAdministrator',
] as const
export type Role = (typeof ROLES)[number]

export const PLAYERS: Record<Exclude<Role, 'anonymous'>, string> = {
  customer: 'acme', // a company main account, so it has sub-accounts to log in as
  otherCustomer: 'customer',
  Auditor: 'auditor',
  Administrator: 'subadmin',
  SuperAdministrator: 'admin',
}

/** Denials first, the owner last: a deletion by the owner must not turn a leak into a 404. */
export const ORDER: Role[] = [
  'anonymous',
  'otherCustomer',
  'Auditor',
  'Administrator',
  'SuperAdministrator',
  'customer',
]

const row = (customer: number, otherCustomer: number, staff: number): Record<Role, number> => ({
  anonymous: 401,
  customer,
  otherCustomer,
  Auditor: staff,
  Administrator: staff,
  SuperAdministrator: staff,
})
/** Any signed-in user, on its own account or on data it creates. */
export const SIGNED_IN = row(200, 200, 200)
/** Chat records, conversations, sub-accounts: the owner's alone, staff included; "not found" to anyone else, so existence does not leak. */
export const OWNER_ONLY = row(200, 404, 404)
/** Parts and their tasks and files: staff read every customer's for review… */
export const STAFF_READ = row(200, 404, 200)
/** …but only the owner changes them. */
export const OWNER_WRITE = row(200, 404, 403)
/** Quote configurations and cost tables. */
export const STAFF_ONLY = row(403, 403, 200)

/** What the rows read when they run (filled in by the test's beforeAll, after the rows are declared). */
export interface MatrixEnv {
  ctx: TestContext
  fx: MatrixFixtures
  tokens: Record<string, string>
  /** The owner's analysed part with its chat record, task and first file. */
  quote: { chatRecordId: number; taskId: string; partId: number; fileId: number }
  defaultConfigId: number
  /** acme-buyer, a sub-account of the owner. */
  subUserId: number
}

export interface Case {
  /** Builds the request afresh for each role (making any record it needs); `user` is the caller, none when anonymous. */
  request(user: string | undefined): InjectOptions | Promise<InjectOptions>
  expect: Record<Role, number>
  /** Puts back what a successful call changed that later rows rely on. */
  undo?(token: string): Promise<LightMyRequestResponse>
}

export interface Exemption {
  why: string
  /** A request that must succeed without a token. */
  request(): InjectOptions | Promise<InjectOptions>
  /** When success is not 200 (the docs viewer redirects its old entry page). */
  status?: number
}

export const NEW_PASSWORD = `${PASSWORD}-changed`
export const get = (url: string): InjectOptions => ({ method: 'GET', url })
export const post = (url: string, payload?: object): InjectOptions => ({
  method: 'POST',
  url,
  ...(payload ? { payload } : {}),
})
export const put = (url: string, payload?: object): InjectOptions => ({
  method: 'PUT',
  url,
  ...(payload ? { payload } : {}),
})
export const del = (url: string): InjectOptions => ({ method: 'DELETE', url })
