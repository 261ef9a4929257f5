import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import {
  SHOP_TEXT_FIELDS,
  type ShopImageKind,
  type ShopProfile,
  type ShopProfileEdit,
  type ShopTexts,
} from '../../contract/shop-profile.ts'
import type { Db } from '../db/client.ts'
import { shopProfiles } from '../db/schema.ts'
import { badRequest, notFound } from '../lib/errors.ts'
import { sniffImage } from '../lib/image-sniff.ts'
import { audit, auditTarget, type Actor } from './admin/audit.ts'

// The shop's one profile (row 1): read by its screen and the paperwork, saved by staff with an
// audit entry. An image is accepted when its bytes are a PNG or JPEG that decodes; it is stored
// re-encoded, no wider than a page needs, so every PDF reader draws it and no metadata rides along.

const ID = 1
/** Pixels across: a letterhead printed 515 pt wide at 300 dpi. */
const IMAGE_MAX_PIXELS = 2200

const EMPTY_TEXTS = Object.fromEntries(SHOP_TEXT_FIELDS.map((f) => [f, { 'zh-CN': '', en: '' }])) as ShopTexts

type Row = typeof shopProfiles.$inferSelect

const row = async (db: Db): Promise<Row | undefined> =>
  (await db.select().from(shopProfiles).where(eq(shopProfiles.id, ID)))[0]

const answer = (r: Row | undefined): ShopProfile => ({
  texts: { ...EMPTY_TEXTS, ...r?.texts },
  phone: r?.phone ?? '',
  invoiceType: r?.invoiceType ?? 'special',
  images: { letterhead: Boolean(r?.letterhead), seal: Boolean(r?.seal) },
  updateTime: r?.updatedAt.toISOString() ?? null,
})

const target = auditTarget('shopProfile', ID, 'shop profile')

export const readShopProfile = async (db: Db): Promise<ShopProfile> => answer(await row(db))

/** The profile with its image bytes, for the paperwork. */
export async function shopProfileForPrint(db: Db) {
  const r = await row(db)
  return { ...answer(r), letterhead: r?.letterhead ?? null, seal: r?.seal ?? null }
}

export async function saveShopProfile(db: Db, actor: Actor, edit: ShopProfileEdit): Promise<ShopProfile> {
  const before = await readShopProfile(db)
  const values = { ...edit, updatedBy: actor.id, updatedAt: new Date() }
  await db
    .insert(shopProfiles)
    .values({ id: ID, ...values })
    .onConflictDoUpdate({ target: shopProfiles.id, set: values })
  const after = await readShopProfile(db)
  await audit(db, actor, { action: 'shopProfile.edit', ...target, before, after })
  return after
}

/** Checks and normalises an uploaded image: PNG stays PNG, JPEG stays JPEG. */
async function normalisedImage(data: Buffer): Promise<{ bytes: Buffer; type: string }> {
  const sniffed = sniffImage(data.subarray(0, 16))
  if (!sniffed || (sniffed.ext !== 'png' && sniffed.ext !== 'jpg')) throw badRequest('shopProfile.notPngOrJpeg')
  try {
    const image = sharp(data).rotate().resize({ width: IMAGE_MAX_PIXELS, withoutEnlargement: true })
    const bytes = await (sniffed.ext === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer()
    return { bytes, type: sniffed.mimeType }
  } catch {
    throw badRequest('shopProfile.imageUnreadable')
  }
}

const imageColumns = (kind: ShopImageKind, bytes: Buffer | null, type: string | null) =>
  kind === 'letterhead' ? { letterhead: bytes, letterheadType: type } : { seal: bytes, sealType: type }

export async function saveShopImage(db: Db, actor: Actor, kind: ShopImageKind, data: Buffer): Promise<ShopProfile> {
  const { bytes, type } = await normalisedImage(data)
  const values = { ...imageColumns(kind, bytes, type), updatedBy: actor.id, updatedAt: new Date() }
  await db
    .insert(shopProfiles)
    .values({ id: ID, texts: EMPTY_TEXTS, ...values })
    .onConflictDoUpdate({ target: shopProfiles.id, set: values })
  await audit(db, actor, { action: 'shopProfile.update', ...target, after: { [kind]: `${type}, ${bytes.length} B` } })
  return readShopProfile(db)
}

export async function removeShopImage(db: Db, actor: Actor, kind: ShopImageKind): Promise<ShopProfile> {
  const values = { ...imageColumns(kind, null, null), updatedBy: actor.id, updatedAt: new Date() }
  await db.update(shopProfiles).set(values).where(eq(shopProfiles.id, ID))
  await audit(db, actor, { action: 'shopProfile.delete', ...target, before: { [kind]: true } })
  return readShopProfile(db)
}

/** An uploaded image with its type, for the screen's preview; 404 when none is uploaded. */
export async function shopImage(db: Db, kind: ShopImageKind): Promise<{ bytes: Buffer; type: string }> {
  const r = await row(db)
  const bytes = kind === 'letterhead' ? r?.letterhead : r?.seal
  const type = kind === 'letterhead' ? r?.letterheadType : r?.sealType
  if (!bytes || !type) throw notFound()
  return { bytes, type }
}
