import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { RepriceInput } from '../../../contract/part-attributes.ts'
import type { Db } from '../../db/client.ts'
import { quoteOrders } from '../../db/schema.ts'
import type { JobClaimer } from '../../jobs/job-claimer.ts'
import type { AuthUser } from '../../lib/request-context.ts'
import { randomFileName, type FileStorage } from '../../lib/storage.ts'
import { staffRightsOf } from '../admin/grants.ts'
import { checkUploads, createUploadTask } from '../part-uploads.ts'
import { repricePart } from '../reprice.ts'
import { CUSTOMER_AUDIENCE, STAFF_AUDIENCE } from '../quote-visibility.ts'
import { findUserByUsername } from '../users.ts'
import { createOrder } from './create.ts'
import { moveOrder } from './moves.ts'
import { readOrder } from './read.ts'
import { requoteOrder } from './requote.ts'
import { adjustLine, clearFlags } from './review.ts'
import { expireOrders } from './sweep.ts'

// Demo orders for a fresh `npm start`: the demo customers' models (demo/models) go through the real
// upload, analysis, pricing and order services, with back-dated clocks so the life cycle, the
// timeline and the statistics over months all have something to show.

export interface DemoDeps {
  db: Db
  storage: FileStorage
  /** The job queue of this process: the demo parts are analysed before their orders are made. */
  queue: Pick<JobClaimer, 'idle'>
  modelsDir: string
  log: FastifyBaseLogger
}

const DAY = 86_400_000
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY + hours * 3_600_000)

async function asUser(db: Db, username: string): Promise<AuthUser | undefined> {
  const u = await findUserByUsername(db, username)
  if (!u) return undefined
  const { id, roleId, role, parentUserId } = u
  return { id, username: u.username, roleId, role, parentUserId, sessionId: 0, may: await staffRightsOf(db, roleId) }
}

/** Uploads [stored name, file in demo/models] pairs as one chat record and waits for their analysis. */
async function uploadDemo(deps: DemoDeps, user: AuthUser, recordName: string, files: [string, string][]) {
  const folder = `parts/${randomBytes(12).toString('hex')}`
  const stored = []
  for (const [name, source] of files) {
    const data = await readFile(join(deps.modelsDir, source))
    const storedPath = `${folder}/${randomFileName(extname(name).slice(1))}`
    await deps.storage.saveBuffer(storedPath, data)
    stored.push({ originalName: name, storedPath, size: data.length, mimeType: 'application/octet-stream' })
  }
  const created = await createUploadTask(
    deps.db,
    user.id,
    { recordName, attributes: {} },
    await checkUploads(deps.storage, stored),
  )
  await deps.queue.idle()
  return new Map(created.parts.map((p) => [p.name, p.partId]))
}

/** Runs once: when the demo customer has no order yet. */
export async function seedDemoOrders(deps: DemoDeps) {
  const { db, storage } = deps
  const [customer, acme, auditor] = await Promise.all(['customer', 'acme', 'auditor'].map((u) => asUser(db, u)))
  if (!customer || !acme || !auditor) return
  if (
    (await db.select({ id: quoteOrders.id }).from(quoteOrders).where(eq(quoteOrders.userId, customer.id)).limit(1))
      .length > 0
  )
    return
  const zh = 'zh-CN' as const
  const parts = await uploadDemo(deps, customer, '演示：报价单零件', [
    ['featuretype.STEP', 'featuretype.STEP'],
    ['featuretype.pdf', 'cjk-title-block.pdf'],
    ['NIST_MBE_PMI_11.stp', 'NIST_MBE_PMI_11.stp'],
    ['NIST_MBE_PMI_11.pdf', 'NIST_MBE_PMI_11.pdf'],
    ['base_interface_AP214.STEP', 'base_interface_AP214.STEP'],
    ['pins.glb', 'pins.glb'],
  ])
  const id = (name: string) => parts.get(name)!
  // Varied materials and quantities, so averages by material and the price-quantity points spread.
  const reprice = (partId: number, changes: RepriceInput) =>
    repricePart(db, customer, partId, changes, zh, CUSTOMER_AUDIENCE)
  await reprice(id('featuretype'), { quantity: 5 })
  await reprice(id('NIST_MBE_PMI_11'), { material: 'SUS304', quantity: 20 })
  await reprice(id('pins'), { material: '45#', quantity: 50 })
  await reprice(id('base_interface_AP214'), { material: 'AL7075', quantity: 10 })
  const create = (user: AuthUser, names: number[], at: Date, remarks = '') =>
    createOrder(db, storage, user, { partIds: names, remarks }, zh, { now: at })
  const asAuditor = { db, user: auditor, locale: zh }
  const version = async (orderId: number) => (await readOrder(asAuditor, orderId, STAFF_AUDIENCE)).version
  const move = async (
    user: AuthUser,
    orderId: number,
    action: Parameters<typeof moveOrder>[2]['action'],
    at: Date,
    reason?: string,
  ) =>
    moveOrder({ db, user, locale: zh, now: at }, orderId, {
      action,
      version: await version(orderId),
      ...(reason ? { reason } : {}),
    })
  const review = async (orderId: number, at: Date, adjust?: { unitPrice: (p: number) => string; reason: string }) => {
    const order = await readOrder(asAuditor, orderId, STAFF_AUDIENCE)
    const reviewer = { ...asAuditor, now: at }
    for (const line of order.lines) {
      if (line.reviewFlags.length > 0)
        await clearFlags(reviewer, orderId, line.lineId, {
          version: await version(orderId),
          reason: '已与客户确认图纸',
        })
      if (adjust)
        await adjustLine(reviewer, orderId, line.lineId, {
          version: await version(orderId),
          unitPrice: adjust.unitPrice(Number(line.unitPrice)),
          reason: adjust.reason,
        })
    }
  }
  const placed = await create(customer, [id('featuretype'), id('NIST_MBE_PMI_11')], ago(75), '首批样件')
  await move(customer, placed, 'submit', ago(75, 2))
  await review(placed, ago(74))
  await move(auditor, placed, 'quote', ago(74, 1))
  await move(customer, placed, 'accept', ago(73))
  await move(customer, placed, 'order', ago(73, 1))

  const rejected = await create(customer, [id('pins')], ago(50))
  await move(customer, rejected, 'submit', ago(50, 1))
  await review(rejected, ago(49))
  await move(auditor, rejected, 'quote', ago(49, 1))
  await move(customer, rejected, 'reject', ago(48), '交期太长')
  await requoteOrder({ db, user: customer, locale: zh, now: ago(47) }, storage, rejected)

  const cancelled = await create(customer, [id('NIST_MBE_PMI_11')], ago(40))
  await move(customer, cancelled, 'cancel', ago(39), '项目推迟')

  await create(customer, [id('featuretype')], ago(30), '询价，暂不提交')

  const quoted = await create(customer, [id('base_interface_AP214'), id('featuretype')], ago(10), '批量 10 件')
  await move(customer, quoted, 'submit', ago(10, 1))
  await review(quoted, ago(9), { unitPrice: (p) => (Math.round(p * 95) / 100).toFixed(2), reason: '长期客户 95 折' })
  await move(auditor, quoted, 'quote', ago(9, 1))

  const submitted = await create(customer, [id('pins'), id('base_interface_AP214')], ago(2))
  await move(customer, submitted, 'submit', ago(2, 1))

  // A larger batch of the first sample: compare it with the placed order to see what moved the price.
  await reprice(id('featuretype'), { quantity: 100 })
  await create(customer, [id('featuretype'), id('NIST_MBE_PMI_11')], ago(0), '草稿：批量 100 件')

  const acmeParts = await uploadDemo(deps, acme, '演示：华锐精密', [
    ['featuretype.STL', 'featuretype.STL'],
    ['fandisk.obj', 'fandisk.obj'],
  ])
  const acmeOrder = await create(acme, [...acmeParts.values()], ago(20))
  await move(acme, acmeOrder, 'submit', ago(20, 1))
  await review(acmeOrder, ago(19))
  await move(auditor, acmeOrder, 'quote', ago(19, 1))
  await move(acme, acmeOrder, 'accept', ago(18))
  await move(acme, acmeOrder, 'order', ago(18, 1))

  // The draft of 30 days ago is past its validity: the sweep stores the expiry as on any day.
  await expireOrders(db)
  deps.log.info('demo quote orders seeded')
}
