import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { defaultQuoteConfig } from '../engine/index.ts'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { QUOTE_CONFIG_SCREEN } from '../services/admin/screens.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { pagedOf, searchQuery } from '../lib/envelope.ts'
import { byId, envelopeRoutes, grantedErrors } from '../lib/envelope-routes.ts'
import { parseQuoteConfig } from '../services/cost-table-rows.ts'
import {
  assertNameFree,
  createConfig,
  deleteConfig,
  getConfig,
  getVersion,
  listVersions,
  pageConfigs,
  saveVersion,
  setDefault,
  setEnabled,
  toConfigRow,
  updateConfigMeta,
} from '../services/quote-configs.ts'
import { idParam } from '../../contract/envelope.ts'
import {
  configDescription,
  configDetail as detail,
  configName as name,
  configRow,
  versionDetail,
  versionNote,
} from '../../contract/config-versions.ts'
import { SECTION_NAMES, quoteConfigSchema } from '../../contract/quote-config.ts'
import { text } from '../../contract/text.ts'
import { QUOTE_CONFIG_API } from '../../contract/api-paths.ts'

/** Named, versioned quote configurations (staff only). Every save of rules creates a new version. */
export async function quoteConfigRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const route = envelopeRoutes(app, ['quote configuration'], grantedErrors)
  // Held by the caller's grants on the screen, not its role name.
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(QUOTE_CONFIG_SCREEN, action)]
  const withVersion = async (id: number) => ({
    ...toConfigRow(await getConfig(db, id)),
    version: await getVersion(db, id),
  })

  route.get(
    QUOTE_CONFIG_API.list,
    {
      onRequest: staff('view'),
      summary: 'Configurations, the default first; keyword searches name and description',
      querystring: searchQuery,
      data: pagedOf(configRow),
    },
    (req) => pageConfigs(db, req.query),
  )

  route.get(
    QUOTE_CONFIG_API.defaults,
    {
      onRequest: staff('view'),
      summary: 'The factory defaults, e.g. to reset a section',
      data: z.record(z.string(), z.unknown()),
    },
    async () => defaultQuoteConfig() as unknown as Record<string, unknown>,
  )

  route.get(
    QUOTE_CONFIG_API.config,
    { onRequest: staff('view'), summary: 'A configuration with its current version', params: byId, data: detail },
    (req) => withVersion(req.params.id),
  )

  route.get(
    QUOTE_CONFIG_API.versions,
    {
      onRequest: staff('view'),
      summary: 'Saved versions, newest first',
      params: byId,
      data: z.array(
        z.object({
          version: z.number().int(),
          note: z.string(),
          createdBy: z.number().int().nullable(),
          createTime: z.string(),
        }),
      ),
    },
    (req) => listVersions(db, req.params.id),
  )

  route.get(
    QUOTE_CONFIG_API.version,
    {
      onRequest: staff('view'),
      summary: 'One saved version (what a quote priced with it used)',
      params: byId.extend({ version: idParam }),
      data: versionDetail,
    },
    (req) => getVersion(db, req.params.id, req.params.version),
  )

  route.post(
    QUOTE_CONFIG_API.create,
    {
      onRequest: staff('add'),
      summary: 'Create a configuration (rules default to the factory defaults)',
      body: z.object({ name, description: configDescription.optional(), config: quoteConfigSchema.optional() }),
      data: detail,
    },
    async (req) => {
      await assertNameFree(db, req.body.name)
      const row = await createConfig(db, caller(req), {
        ...req.body,
        config: req.body.config ?? defaultQuoteConfig(),
      })
      return withVersion(row.id)
    },
  )

  route.put(
    QUOTE_CONFIG_API.config,
    {
      onRequest: staff('edit'),
      summary: 'Rename / describe; with `config`, save the rules as a new version',
      params: byId,
      body: z.object({
        name: name.optional(),
        description: configDescription.optional(),
        config: quoteConfigSchema.optional(),
        note: versionNote.optional(),
      }),
      data: detail,
    },
    async (req) => {
      const { id } = req.params
      const { config, note, ...meta } = req.body
      if (meta.name) await assertNameFree(db, meta.name, id)
      await updateConfigMeta(db, caller(req), id, meta)
      if (config) await saveVersion(db, caller(req), id, config, note ?? 'edited')
      return withVersion(id)
    },
  )

  route.put(
    QUOTE_CONFIG_API.section,
    {
      onRequest: staff('edit'),
      summary: 'Replace one of the six sections (one step of the detail screen); saves a new version',
      params: byId.extend({ section: z.enum(SECTION_NAMES) }),
      body: z.record(text(), z.unknown()),
      data: detail,
    },
    async (req) => {
      const { id, section } = req.params
      const current = await getVersion(db, id)
      const config = parseQuoteConfig({ ...current.config, [section]: req.body })
      await saveVersion(db, caller(req), id, config, `section ${section}`)
      return withVersion(id)
    },
  )

  route.post(
    QUOTE_CONFIG_API.copy,
    {
      onRequest: staff('add'),
      summary: 'Copy the current version into a new configuration',
      params: byId,
      body: z.object({ name, description: configDescription.optional() }),
      data: detail,
    },
    async (req) => {
      const source = await getVersion(db, req.params.id)
      await assertNameFree(db, req.body.name)
      const row = await createConfig(db, caller(req), { ...req.body, config: source.config, copiedFrom: source })
      return withVersion(row.id)
    },
  )

  route.post(
    QUOTE_CONFIG_API.setDefault,
    {
      onRequest: staff('edit'),
      summary: 'Make this (enabled) configuration the default for new quotes',
      params: byId,
      data: configRow,
    },
    (req) => setDefault(db, caller(req), req.params.id),
  )

  route.post(
    QUOTE_CONFIG_API.status,
    {
      onRequest: staff('edit'),
      summary: 'Enable or disable (the default cannot be disabled)',
      params: byId,
      body: z.object({ enabled: z.boolean() }),
      data: configRow,
    },
    (req) => setEnabled(db, caller(req), req.params.id, req.body.enabled),
  )

  route.delete(
    QUOTE_CONFIG_API.config,
    {
      onRequest: staff('delete'),
      summary: 'Delete: refused for the default; soft (hidden, versions kept) when quotes use it',
      params: byId,
      data: z.object({ deleted: z.literal(true), soft: z.boolean() }),
    },
    async (req) => ({ deleted: true as const, ...(await deleteConfig(db, caller(req), req.params.id)) }),
  )
}
