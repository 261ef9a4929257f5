import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { pageOf } from '../db/page.ts'
import { partQuotes, quoteConfigVersions, quoteConfigs, quoteParts } from '../db/schema.ts'
import { defaultQuoteConfig, quoteConfigSchema, type QuoteConfig } from '../engine/index.ts'
import type { Paged } from '../lib/envelope.ts'
import { AppError, conflict, foundOr404, notFound } from '../lib/errors.ts'
import { keywordIn } from '../lib/like-pattern.ts'
import { audit, type Actor, type AuditEntry } from './admin/audit.ts'
import type { ConfigRow } from '../../contract/config-versions.ts'
import enumsZhCN from '../../locales/enums/zh-CN.json'

/** One version of a configuration, as pricing uses it. */
export interface ConfigVersion {
  versionId: number
  configId: number
  configName: string
  version: number
  config: QuoteConfig
  note: string
  createTime: string
}

type ConfigEntity = typeof quoteConfigs.$inferSelect

export const toConfigRow = (c: ConfigEntity): ConfigRow => ({
  id: c.id,
  name: c.name,
  description: c.description,
  isDefault: c.isDefault,
  enabled: c.enabled,
  currentVersion: c.currentVersion,
  createTime: c.createdAt.toISOString(),
  updateTime: c.updatedAt.toISOString(),
})

const live = (id: number) => and(eq(quoteConfigs.id, id), isNull(quoteConfigs.deletedAt))

// The seeded configuration's name and description are the product's words in the default language,
// from the enum catalogue; screens show them in the reader's language while they stay unchanged.
const SEEDED_CONFIG = { name: enumsZhCN.enums.seededConfig.name, description: enumsZhCN.enums.seededConfig.description }

/** Seeds the default configuration from the engine's defaults once. */
export async function seedQuoteConfig(db: Db) {
  const [existing] = await db.select({ id: quoteConfigs.id }).from(quoteConfigs).limit(1)
  if (existing) return
  await createConfig(db, null, { ...SEEDED_CONFIG, config: defaultQuoteConfig() }, true)
}

export async function pageConfigs(
  db: Db,
  q: { pageIndex: number; pageSize: number; keyword?: string | undefined },
): Promise<Paged<ConfigRow>> {
  const where = and(isNull(quoteConfigs.deletedAt), keywordIn(q.keyword, [quoteConfigs.name, quoteConfigs.description]))
  const rows = db.select().from(quoteConfigs).where(where).orderBy(desc(quoteConfigs.isDefault), asc(quoteConfigs.id))
  return pageOf(rows.$dynamic(), db.$count(quoteConfigs, where), q, toConfigRow)
}

export async function getConfig(db: Db, id: number): Promise<ConfigEntity> {
  return foundOr404(db.select().from(quoteConfigs).where(live(id)), 'config.notFound')
}

/** A version of a configuration (its current one when `version` is omitted). */
export async function getVersion(db: Db, configId: number, version?: number): Promise<ConfigVersion> {
  const config = version === undefined ? await getConfig(db, configId) : undefined
  const [row] = await db
    .select({ v: quoteConfigVersions, name: quoteConfigs.name })
    .from(quoteConfigVersions)
    .innerJoin(quoteConfigs, eq(quoteConfigs.id, quoteConfigVersions.configId))
    .where(
      and(
        eq(quoteConfigVersions.configId, configId),
        eq(quoteConfigVersions.version, version ?? config!.currentVersion),
      ),
    )
  if (!row) throw notFound('config.notFound')
  return toVersion(row.v, row.name)
}

export async function getVersionById(db: Db, versionId: number): Promise<ConfigVersion> {
  const [row] = await db
    .select({ v: quoteConfigVersions, name: quoteConfigs.name })
    .from(quoteConfigVersions)
    .innerJoin(quoteConfigs, eq(quoteConfigs.id, quoteConfigVersions.configId))
    .where(eq(quoteConfigVersions.id, versionId))
  if (!row) throw notFound('config.notFound')
  return toVersion(row.v, row.name)
}

function toVersion(v: typeof quoteConfigVersions.$inferSelect, configName: string): ConfigVersion {
  return {
    versionId: v.id,
    configId: v.configId,
    configName,
    version: v.version,
    // Stored data was validated when saved; parsing again fills defaults added to the schema since.
    config: quoteConfigSchema.parse(v.data),
    note: v.note,
    createTime: v.createdAt.toISOString(),
  }
}

export async function listVersions(db: Db, configId: number) {
  await getConfig(db, configId)
  const rows = await db
    .select()
    .from(quoteConfigVersions)
    .where(eq(quoteConfigVersions.configId, configId))
    .orderBy(desc(quoteConfigVersions.version))
  return rows.map((v) => ({
    version: v.version,
    note: v.note,
    createdBy: v.createdBy,
    createTime: v.createdAt.toISOString(),
  }))
}

/** The configuration new quotes use when none is chosen: the live default, which is always enabled. */
export async function defaultConfigId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: quoteConfigs.id })
    .from(quoteConfigs)
    .where(and(eq(quoteConfigs.isDefault, true), isNull(quoteConfigs.deletedAt)))
  if (!row) throw new AppError(500, 'internal')
  return row.id
}

/** The current version of an enabled configuration, for pricing. */
export async function versionForPricing(db: Db, configId: number | null | undefined): Promise<ConfigVersion> {
  const id = configId ?? (await defaultConfigId(db))
  const config = await getConfig(db, id)
  if (!config.enabled) throw conflict('config.disabled')
  return getVersion(db, id)
}

/** A configuration as the audit log names it. */
const configTarget = (row: { id: number; name: string }) =>
  ({ targetType: 'config', targetId: row.id, targetName: row.name }) as const

/** The version a copied configuration starts from, as the audit log names it. */
export type CopySource = Pick<ConfigVersion, 'configName' | 'version'>

/**
 * Creates a configuration with its first version; `actor` is null only for the seed. A copy
 * (`input.copiedFrom`) is logged as `config.copy` naming the configuration and version it came
 * from, so the log tells a copy from a configuration built anew.
 */
export async function createConfig(
  db: Db,
  actor: Actor | null,
  input: { name: string; description?: string | undefined; config: QuoteConfig; copiedFrom?: CopySource },
  isDefault = false,
): Promise<ConfigRow> {
  return db.transaction(async (tx) => {
    const userId = actor?.id ?? null
    const [row] = await tx
      .insert(quoteConfigs)
      .values({ name: input.name, description: input.description ?? '', isDefault, createdBy: userId })
      .returning()
    await tx
      .insert(quoteConfigVersions)
      .values({ configId: row!.id, version: 1, data: input.config, note: 'created', createdBy: userId })
    const from = input.copiedFrom
    if (actor)
      await audit(tx, actor, {
        action: from ? 'config.copy' : 'config.create',
        ...configTarget(row!),
        // One readable field names the source ("默认报价配置 v3"): the audit screen lists fields by name.
        after: from ? { version: 1, from: `${from.configName} v${from.version}` } : { version: 1 },
      })
    return toConfigRow(row!)
  })
}

/**
 * Saves `config` as the next version. Versions are never edited, so quotes priced with an
 * earlier one keep their numbers. The row lock serialises concurrent saves of one configuration.
 * The audit log records the save in the same transaction: as `config.save`, or as the entry a
 * caller that changed one part of the rules (a cost-table row) describes.
 */
export async function saveVersion(
  db: Db,
  actor: Actor,
  configId: number,
  config: QuoteConfig,
  note: string,
  entry?: Omit<AuditEntry, 'after'> & { after?: Record<string, unknown> },
): Promise<ConfigVersion> {
  const saved = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(quoteConfigs).where(live(configId)).for('update')
    if (!locked) throw notFound('config.notFound')
    const version = locked.currentVersion + 1
    await tx
      .insert(quoteConfigVersions)
      .values({ configId, version, data: config, note: note.slice(0, 200), createdBy: actor.id })
    await tx
      .update(quoteConfigs)
      .set({ currentVersion: version, updatedAt: new Date() })
      .where(eq(quoteConfigs.id, configId))
    const saved = { config: locked.name, version, note }
    await audit(
      tx,
      actor,
      entry
        ? { ...entry, after: { ...saved, ...entry.after } }
        : { action: 'config.save', ...configTarget(locked), after: saved },
    )
    return version
  })
  return getVersion(db, configId, saved)
}

/** Renames or re-describes a configuration; the audit log keeps what the fields were. */
export async function updateConfigMeta(
  db: Db,
  actor: Actor,
  id: number,
  changes: { name?: string | undefined; description?: string | undefined },
) {
  const before = await getConfig(db, id)
  const [row] = await db
    .update(quoteConfigs)
    .set({ ...changes, updatedAt: new Date() })
    .where(live(id))
    .returning()
  if (!row) throw notFound('config.notFound')
  const changed = (['name', 'description'] as const).filter((k) => changes[k] !== undefined && changes[k] !== before[k])
  if (changed.length > 0) {
    const pick = (from: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, from[k]]))
    await audit(db, actor, { action: 'config.edit', ...configTarget(row), before: pick(before), after: pick(row) })
  }
  return toConfigRow(row)
}

export async function setDefault(db: Db, actor: Actor, id: number): Promise<ConfigRow> {
  const target = await getConfig(db, id)
  if (!target.enabled) throw conflict('config.disabled')
  await db.transaction(async (tx) => {
    await tx
      .update(quoteConfigs)
      .set({ isDefault: false })
      .where(and(eq(quoteConfigs.isDefault, true), isNull(quoteConfigs.deletedAt)))
    await tx.update(quoteConfigs).set({ isDefault: true, updatedAt: new Date() }).where(eq(quoteConfigs.id, id))
    await audit(tx, actor, { action: 'config.setDefault', ...configTarget(target) })
  })
  return toConfigRow(await getConfig(db, id))
}

export async function setEnabled(db: Db, actor: Actor, id: number, enabled: boolean): Promise<ConfigRow> {
  const target = await getConfig(db, id)
  if (!enabled && target.isDefault) throw conflict('config.defaultLocked')
  const [row] = await db.update(quoteConfigs).set({ enabled, updatedAt: new Date() }).where(live(id)).returning()
  if (target.enabled !== enabled)
    await audit(db, actor, { action: enabled ? 'config.enable' : 'config.disable', ...configTarget(target) })
  return toConfigRow(row!)
}

/**
 * Deletes a configuration. The default cannot be deleted. One that priced quotes, or that parts
 * are pinned to, is only hidden (soft delete) so those quotes can still show their version.
 */
export async function deleteConfig(db: Db, actor: Actor, id: number): Promise<{ soft: boolean }> {
  const target = await getConfig(db, id)
  if (target.isDefault) throw conflict('config.defaultLocked')
  const answer = await removeConfig(db, id)
  // Logged once done, so a refused delete (the default) is never an entry.
  await audit(db, actor, { action: 'config.delete', ...configTarget(target), after: answer })
  return answer
}

/** Hides a configuration that quotes or parts still name, deletes it otherwise. */
async function removeConfig(db: Db, id: number): Promise<{ soft: boolean }> {
  const [used] = await db
    .select({ n: count() })
    .from(partQuotes)
    .innerJoin(quoteConfigVersions, eq(quoteConfigVersions.id, partQuotes.configVersionId))
    .where(eq(quoteConfigVersions.configId, id))
  const [pinned] = await db.select({ n: count() }).from(quoteParts).where(eq(quoteParts.configId, id))
  if ((used?.n ?? 0) > 0 || (pinned?.n ?? 0) > 0) {
    await db
      .update(quoteConfigs)
      .set({ deletedAt: new Date(), enabled: false, updatedAt: new Date() })
      .where(eq(quoteConfigs.id, id))
    return { soft: true }
  }
  await db.delete(quoteConfigs).where(eq(quoteConfigs.id, id))
  return { soft: false }
}

/** Name clash among live configurations (names are what the screens show). */
export async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: quoteConfigs.id })
    .from(quoteConfigs)
    .where(and(isNull(quoteConfigs.deletedAt), sql`lower(${quoteConfigs.name}) = lower(${name})`))
  if (clash && clash.id !== exceptId) throw conflict('config.nameTaken')
}
