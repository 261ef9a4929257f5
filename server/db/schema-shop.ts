import { sql } from 'drizzle-orm'
import { check, customType, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { InvoiceType, ShopTexts } from '../../contract/shop-profile.ts'

// The shop's profile: one row (id 1), made on its first save. Its two images are small scans kept
// in the row itself, so the profile is saved, read and backed up as one record.

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})

export const shopProfiles = pgTable(
  'shop_profile',
  {
    id: integer('id').primaryKey().default(1),
    texts: jsonb('texts').$type<ShopTexts>().notNull(),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    invoiceType: varchar('invoice_type', { length: 16 }).$type<InvoiceType>().notNull().default('special'),
    letterhead: bytes('letterhead'),
    letterheadType: varchar('letterhead_type', { length: 16 }),
    seal: bytes('seal'),
    sealType: varchar('seal_type', { length: 16 }),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_profile_single_row', sql`${t.id} = 1`)],
)
