import type { QuoteOrderStatus, StatPeriodName } from '../../../contract/quote-order-states.ts'
import type { LineAdjustment, OrderCustomer, StatGroup, Statistics } from '../../../contract/quote-order.ts'
import { dec, money, type Dec } from '../../engine/index.ts'

// Pure aggregation of the price statistics; the loader picks the orders and quotes of the window.

export interface StatLine {
  lineId: number
  partName: string
  material: string
  partClass: string | null
  quantity: number
  unitPrice: string
  total: string
  adjustment: LineAdjustment | null
}

export interface StatOrder {
  id: number
  number: string
  customer: OrderCustomer
  status: QuoteOrderStatus
  createdAt: Date
  total: string
  lines: StatLine[]
}

export interface StatInput {
  orders: StatOrder[]
  quoteTimes: Date[]
  from: string
  to: string
  period: StatPeriodName
  tzOffset: number
  currency: string
}

const DAY_MS = 86_400_000
const iso = (d: Date) => d.toISOString().slice(0, 10)

/** The period an instant falls in, in the caller's zone: 2026-03, 2026-03-14, or the week's Monday. */
export function periodOf(at: Date, period: StatPeriodName, tzOffset: number): string {
  const local = new Date(at.getTime() + tzOffset * 60_000)
  if (period === 'month') return iso(local).slice(0, 7)
  if (period === 'day') return iso(local)
  const monday = new Date(local.getTime() - ((local.getUTCDay() + 6) % 7) * DAY_MS)
  return iso(monday)
}

/** Every period from `from` to `to` (YYYY-MM-DD, inclusive), so charts show empty periods too. */
function periodsBetween(from: string, to: string, period: StatPeriodName): string[] {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const key = periodOf(new Date(t), period, 0)
    if (out.at(-1) !== key) out.push(key)
  }
  return out
}

const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000)

function counts(orders: readonly StatOrder[], quotes: number) {
  const ordered = orders.filter((o) => o.status === 'ordered')
  return {
    quotes,
    orders: orders.length,
    ordered: ordered.length,
    orderedTotal: money(ordered.reduce((sum: Dec, o) => sum.plus(dec(o.total)), dec(0))),
    conversionRate: rate(ordered.length, orders.length),
  }
}

/** Average unit price of a group: its line totals over its quantities (ex-VAT). */
function groups(lines: readonly StatLine[], keyOf: (l: StatLine) => string): StatGroup[] {
  const by = new Map<string, { lines: number; quantity: number; total: Dec }>()
  for (const l of lines) {
    const g = by.get(keyOf(l)) ?? { lines: 0, quantity: 0, total: dec(0) }
    g.lines++
    g.quantity += l.quantity
    g.total = g.total.plus(dec(l.total))
    by.set(keyOf(l), g)
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, g]) => ({
      key,
      lines: g.lines,
      quantity: g.quantity,
      averageUnitPrice: money(g.total.div(g.quantity)),
    }))
}

export function aggregate(input: StatInput): Omit<Statistics, 'customers'> {
  const { orders, period, tzOffset } = input
  const lines = orders.flatMap((o) => o.lines.map((l) => ({ order: o, line: l })))
  return {
    from: input.from,
    to: input.to,
    period,
    currency: input.currency,
    totals: counts(orders, input.quoteTimes.length),
    periods: periodsBetween(input.from, input.to, period).map((key) => ({
      period: key,
      ...counts(
        orders.filter((o) => periodOf(o.createdAt, period, tzOffset) === key),
        input.quoteTimes.filter((t) => periodOf(t, period, tzOffset) === key).length,
      ),
    })),
    byMaterial: groups(
      lines.map((x) => x.line),
      (l) => l.material,
    ),
    byPartClass: groups(
      lines.map((x) => x.line),
      (l) => l.partClass ?? 'unknown',
    ),
    pricePoints: lines
      .map(({ order, line }) => ({
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        material: line.material,
        partClass: line.partClass,
        orderId: order.id,
        number: order.number,
      }))
      .sort((a, b) => a.quantity - b.quantity || Number(a.unitPrice) - Number(b.unitPrice)),
    adjustments: lines
      .filter(({ line }) => line.adjustment !== null)
      .map(({ order, line }) => {
        const adj = line.adjustment!
        return {
          orderId: order.id,
          number: order.number,
          lineId: line.lineId,
          partName: line.partName,
          customer: order.customer,
          originalUnitPrice: adj.originalUnitPrice,
          unitPrice: adj.unitPrice,
          delta: money(dec(adj.unitPrice).minus(dec(adj.originalUnitPrice))),
          reason: adj.reason,
          by: adj.by,
          at: adj.at,
        }
      })
      .sort((a, b) => b.at.localeCompare(a.at)),
  }
}
