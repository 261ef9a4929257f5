import { z } from 'zod'
import { isoTime } from './quote-order-base.ts'
import { text } from './text.ts'

// The sign-offs of a process card (工艺过程卡): 编制 (prepared) is the author of the route version,
// 审核 (reviewed) and 批准 (approved) are signed by people holding those rights. Sign-offs belong to
// one route version: a new version starts unsigned. Dispatch (下发) waits for the 审核 sign-off.

/** The card's sign-off block, in print order. */
export const CARD_SIGN_OFFS = ['author', 'reviewer', 'approver'] as const
export type CardSignOff = (typeof CARD_SIGN_OFFS)[number]

/** The sign-offs a person signs; 编制 is the version's author and is never signed separately. */
export const SIGNED_ROLES = ['reviewer', 'approver'] as const satisfies readonly CardSignOff[]
export type SignedRole = (typeof SIGNED_ROLES)[number]

/** The sign-off dispatch needs. */
export const DISPATCH_NEEDS = 'reviewer' satisfies SignedRole

/** Most characters of a signer's opinion. */
export const SIGN_OPINION_MAX = 500

export const cardSignature = z.object({
  role: z.enum(CARD_SIGN_OFFS),
  name: z.string().describe("The signer's user name (编制: the version's author)"),
  signedAt: isoTime,
  opinion: z.string(),
})

export const cardSignOffs = z.object({
  version: z.number().int().describe('The route version the sign-offs belong to (the latest)'),
  signatures: z.array(cardSignature).describe('In print order; a role not signed yet is absent'),
  canSign: z.array(z.enum(SIGNED_ROLES)).describe('The roles the caller may sign now'),
  dispatchBlocked: z
    .literal(DISPATCH_NEEDS)
    .nullable()
    .describe('The sign-off dispatch still waits for; null when the version may be dispatched'),
})

export const cardSign = z.object({
  version: z.number().int().min(1).describe('The version the signer read; a newer latest answers 409'),
  role: z.enum(SIGNED_ROLES),
  opinion: text({ multiline: true }).trim().max(SIGN_OPINION_MAX).default(''),
})

export type CardSignature = z.infer<typeof cardSignature>
export type CardSignOffs = z.infer<typeof cardSignOffs>
export type CardSign = z.input<typeof cardSign>
