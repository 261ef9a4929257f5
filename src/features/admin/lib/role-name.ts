import { seededName } from '../../../lib/i18n/seeded-name.ts'

/**
 * A role's name in the reader's words: a seeded role still named as seeded (核价工程师) reads
 * "Pricing engineer" in English; a role an admin named is shown as named.
 */
export const roleName = (role: { code: string; name: string }): string => seededName('roleName', role.code, role.name)
