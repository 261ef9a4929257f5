import type { EquipmentType } from '../../../contract/process-library.ts'

export type { LeadOption, LeadSegment, LeadTime, LeadTier, LeadTimeSection } from '../../../contract/lead-time.ts'

/** Minutes of one machine kind taken on one shop day, by an accepted order line or a new quote. */
export interface Booking {
  kind: EquipmentType
  /** Shop-local date, YYYY-MM-DD. */
  day: string
  minutes: number
  /**
   * Work of a tier that goes ahead of the queue. Later rush work queues behind it (only the queue
   * of normal work is jumped), so two rush orders are not both promised the same hours.
   */
  ahead?: boolean
}

/**
 * What the shop has promised already, as the scheduler reads it: the moment of asking and the
 * minutes booked per machine kind and day from today on (accepted and ordered lines). The service
 * reads it from the database; the engine never does.
 */
export interface ShopState {
  now: Date
  booked: readonly Booking[]
}

/** An empty shop at a moment: nothing booked. */
export const emptyShop = (now: Date): ShopState => ({ now, booked: [] })
