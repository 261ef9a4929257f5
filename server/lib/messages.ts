import type { PlanCode } from '../engine/planning/index.ts'
import enCatalogue from '../../locales/server/en.json'
import zhCNCatalogue from '../../locales/server/zh-CN.json'

// The server's messages are the `server` section of the one catalogue in locales/, one file per
// language beside the client's sections (the client never loads this one). Keys are flat and
// dotted; `{name}` is a parameter and `{count, plural, one {…} other {…}}` a count's wording.
// zh-CN is the default language.

/** Every server message, in Chinese. */
export const zhCN = zhCNCatalogue

/** A key of the server catalogue: translate takes only these. */
export type MessageKey = keyof typeof zhCN

/** Every server message, in English: the same keys (a missing one is a type error here). */
export const en: Record<MessageKey, string> = enCatalogue

/** Every planner code has its wording (a code without one is a type error here). */
export const PLAN_CODES_WORDED: [Exclude<PlanCode, MessageKey>] extends [never] ? true : never = true
