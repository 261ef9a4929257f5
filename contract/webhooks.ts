import { z } from 'zod'
import { NAME_MAX } from './account-fields.ts'
import { searchQuery } from './envelope.ts'
import { text } from './text.ts'
import type { ScreenName } from './route-table.ts'

// Outbound webhooks on the wire: the endpoints staff register, the events they subscribe to, and
// the delivery log. Paths are in WEBHOOK_API; lists answer pagedOf(row) inside the envelope.

const BASE = '/api/admin/webhooks'

/** Route paths; `:id` is a positive integer. Every route belongs to WEBHOOK_SCREEN. */
export const WEBHOOK_API = {
  endpoints: BASE, // GET page (webhookQuery), POST create (webhookInput)
  endpoint: `${BASE}/:id`, // PUT edit (webhookInput, blank secret keeps the stored one), DELETE
  endpointStatus: `${BASE}/:id/status`, // PUT (statusChange)
  endpointTest: `${BASE}/:id/test`, // POST: sends a test event now → webhookDelivery
  deliveries: `${BASE}/deliveries`, // GET page (deliveryQuery)
  deliveryReplay: `${BASE}/deliveries/:id/replay`, // POST: queues the event again → webhookDelivery
} as const

/** The menu whose grants (view, add, edit, delete) decide every webhook route. */
export const WEBHOOK_SCREEN = 'WebhookManage' as const satisfies ScreenName

/**
 * The events a shop's systems can subscribe to, each written in the same transaction as the change
 * it reports: a quote order's moves and a process route handed to production (下发).
 */
export const WEBHOOK_EVENTS = [
  'quoteOrder.submitted',
  'quoteOrder.quoted',
  'quoteOrder.accepted',
  'quoteOrder.ordered',
  'processRoute.dispatched',
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
/** What "test-send" sends: an event no subscription can select, to one endpoint only. */
export const WEBHOOK_TEST_EVENT = 'webhook.test'
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT

/** Where a delivery stands: waiting (first try or a retry), being sent, received (2xx), or given up after the last retry. */
export const DELIVERY_STATUSES = ['pending', 'running', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The signature header: `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the endpoint's secret. */
export const SIGNATURE_HEADER = 'X-Quote-Signature'
export const EVENT_ID_HEADER = 'X-Quote-Event-Id'
export const EVENT_TYPE_HEADER = 'X-Quote-Event'
/** Unix seconds when this attempt was sent. */
export const TIMESTAMP_HEADER = 'X-Quote-Timestamp'

export const SECRET_MIN = 16
export const SECRET_MAX = 200
export const URL_MAX = 500
/** How much of a receiver's answer the log keeps. */
export const RESPONSE_EXCERPT_MAX = 500

/** An absolute http or https URL; anything else (ftp:, javascript:, a relative path) is refused. */
export const webhookUrl = text()
  .trim()
  .max(URL_MAX)
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
    } catch {
      return false
    }
  }, 'must be an http:// or https:// address')

export const webhookInput = z.object({
  name: text().trim().min(1).max(NAME_MAX),
  url: webhookUrl,
  /** Required when creating; blank on edit keeps the stored secret. */
  secret: text().trim().max(SECRET_MAX).default(''),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
})
export type WebhookInput = z.input<typeof webhookInput>

export const webhookQuery = searchQuery.extend({ status: z.coerce.number().int().min(0).max(1).optional() })

export const webhookRow = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  /** The secret is never answered after saving: only its last four characters, to tell secrets apart. */
  secretHint: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  status: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WebhookRow = z.infer<typeof webhookRow>

export const deliveryQuery = searchQuery.extend({
  endpointId: z.coerce.number().int().min(1).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
})

export const webhookDelivery = z.object({
  id: z.number().int(),
  eventId: z.string().describe('The event id; the same on every attempt and replay (the receiver deduplicates by it)'),
  eventType: z.string(),
  endpointId: z.number().int(),
  endpointName: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable().describe('The HTTP status of the last answer; null when none came'),
  lastResponse: z.string().describe('The start of the last answer, or why none came'),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookDelivery = z.infer<typeof webhookDelivery>
