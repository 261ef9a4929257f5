import { isIP } from 'node:net'
import { DEFAULT_DEMO_PASSWORD } from '../config.ts'
import type { Db } from '../db/client.ts'
import { DEMO_USERS } from '../db/seed.ts'
import { findUserByUsername } from './users.ts'
import { verifyPassword } from '../lib/password.ts'

// The demo accounts' default password is printed in the README: anyone who can reach the server
// can sign in as its SuperAdministrator while an account still has it. On a loopback address only
// this machine can; on any other (the default HOST is 0.0.0.0, every interface) the whole network can.

/** Whether `host` is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true
  if (isIP(host) === 4) return host.startsWith('127.')
  return host === '::1'
}

/** Demo accounts whose password is still the README's, when `host` is not loopback; else none. */
export async function exposedDemoAccounts(db: Db, host: string): Promise<string[]> {
  if (isLoopback(host)) return []
  const exposed: string[] = []
  for (const demo of DEMO_USERS) {
    const user = await findUserByUsername(db, demo.username)
    if (user && user.status === 1 && (await verifyPassword(DEFAULT_DEMO_PASSWORD, user.passwordHash))) {
      exposed.push(demo.username)
    }
  }
  return exposed
}

/** The warning of the start banner and the log, one line each. */
export function demoWarning(host: string, port: number, accounts: string[]): string[] {
  return [
    '!!! WARNING: demo accounts with the public password are reachable from the network !!!',
    `    Listening on ${host}:${port} (not loopback), and ${accounts.join(', ')} still sign in with`,
    `    the password printed in the README (${DEFAULT_DEMO_PASSWORD}): anyone who can reach this port can sign in as them.`,
    '    Set QUOTE_DEMO_PASSWORD before the first start (or change these passwords), set',
    '    QUOTE_SEED_DEMO=false for a real deployment, or listen on HOST=127.0.0.1.',
    '    With NODE_ENV=production the server refuses to start like this.',
  ]
}
