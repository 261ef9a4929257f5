import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { defaultQuoteConfig } from '../engine/index.ts'
import { currentUser as caller } from '../lib/auth.ts'
import type { Deps } from '../lib/deps.ts'
import { actionGuardFor } from '../services/admin/grants.ts'
import { QUOTE_CONFIG_SCREEN } from '../services/admin/screens.ts'
import type { PermissionAction } from '../../contract/wire.ts'
import { commonErrors, envelopeOf, errorEnvelope, ok, pagedOf, searchQuery } from '../lib/envelope.ts'
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

const errors = { ...commonErrors, 403: errorEnvelope, 409: errorEnvelope }

/** Named, versioned quote configurations (staff only). Every save of rules creates a new version. */
export async function quoteConfigRoutes(app: FastifyInstance, deps: Deps) {
  const { db, auth } = deps
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['quote configuration']
  // Held by the caller's grants on the screen, not its role name.
  const can = actionGuardFor(db)
  const staff = (action: PermissionAction) => [auth(), can(QUOTE_CONFIG_SCREEN, action)]
  const byId = z.object({ id: idParam })
  const withVersion = async (id: number) => ({
    ...toConfigRow(await getConfig(db, id)),
    version: await getVersion(db, id),
  })

  r.get(QUOTE_CONFIG_API.list, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'Configurations, the default first; keyword searches name and description',
      querystring: searchQuery,
      response: { 200: envelopeOf(pagedOf(configRow)), ...errors },
    },
    handler: async (req) => ok(req, await pageConfigs(db, req.query)),
  })

  r.get(QUOTE_CONFIG_API.defaults, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'The factory defaults, e.g. to reset a section',
      response: { 200: envelopeOf(z.record(z.string(), z.unknown())), ...errors },
    },
    handler: async (req) => ok(req, defaultQuoteConfig() as unknown as Record<string, unknown>),
  })

  r.get(QUOTE_CONFIG_API.config, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'A configuration with its current version',
      params: byId,
      response: { 200: envelopeOf(detail), ...errors },
    },
    handler: async (req) => ok(req, await withVersion(req.params.id)),
  })

  r.get(QUOTE_CONFIG_API.versions, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'Saved versions, newest first',
      params: byId,
      response: {
        200: envelopeOf(
          z.array(
            z.object({
              version: z.number().int(),
              note: z.string(),
              createdBy: z.number().int().nullable(),
              createTime: z.string(),
            }),
          ),
        ),
        ...errors,
      },
    },
    handler: async (req) => ok(req, await listVersions(db, req.params.id)),
  })

  r.get(QUOTE_CONFIG_API.version, {
    onRequest: staff('view'),
    schema: {
      tags,
      summary: 'One saved version (what a quote priced with it used)',
      params: byId.extend({ version: idParam }),
      response: { 200: envelopeOf(versionDetail), ...errors },
    },
    handler: async (req) => ok(req, await getVersion(db, req.params.id, req.params.version)),
  })

  r.post(QUOTE_CONFIG_API.create, {
    onRequest: staff('add'),
    schema: {
      tags,
      summary: 'Create a configuration (rules default to the factory defaults)',
      body: z.object({ name, description: configDescription.optional(), config: quoteConfigSchema.optional() }),
      response: { 200: envelopeOf(detail), ...errors },
    },
    handler: async (req) => {
      await assertNameFree(db, req.body.name)
      const row = await createConfig(db, caller(req), {
        ...req.body,
        config: req.body.config ?? defaultQuoteConfig(),
      })
      return ok(req, await withVersion(row.id))
    },
  })

  r.put(QUOTE_CONFIG_API.config, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Rename / describe; with `config`, save the rules as a new version',
      params: byId,
      body: z.object({
        name: name.optional(),
        description: configDescription.optional(),
        config: quoteConfigSchema.optional(),
        note: versionNote.optional(),
      }),
      response: { 200: envelopeOf(detail), ...errors },
    },
    handler: async (req) => {
      const { id } = req.params
      const { config, note, ...meta } = req.body
      if (meta.name) await assertNameFree(db, meta.name, id)
      await updateConfigMeta(db, caller(req), id, meta)
      if (config) await saveVersion(db, caller(req), id, config, note ?? 'edited')
      return ok(req, await withVersion(id))
    },
  })

  r.put(QUOTE_CONFIG_API.section, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Replace one of the six sections (one step of the detail screen); saves a new version',
      params: byId.extend({ section: z.enum(SECTION_NAMES) }),
      body: z.record(text(), z.unknown()),
      response: { 200: envelopeOf(detail), ...errors },
    },
    handler: async (req) => {
      const { id, section } = req.params
      const current = await getVersion(db, id)
      const config = parseQuoteConfig({ ...current.config, [section]: req.body })
      await saveVersion(db, caller(req), id, config, `section ${section}`)
      return ok(req, await withVersion(id))
    },
  })

  r.post(QUOTE_CONFIG_API.copy, {
    onRequest: staff('add'),
    schema: {
      tags,
      summary: 'Copy the current version into a new configuration',
      params: byId,
      body: z.object({ name, description: configDescription.optional() }),
      response: { 200: envelopeOf(detail), ...errors },
    },
    handler: async (req) => {
      const source = await getVersion(db, req.params.id)
      await assertNameFree(db, req.body.name)
      const row = await createConfig(db, caller(req), { ...req.body, config: source.config })
      return ok(req, await withVersion(row.id))
    },
  })

  r.post(QUOTE_CONFIG_API.setDefault, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Make this (enabled) configuration the default for new quotes',
      params: byId,
      response: { 200: envelopeOf(configRow), ...errors },
    },
    handler: async (req) => ok(req, await setDefault(db, caller(req), req.params.id)),
  })

  r.post(QUOTE_CONFIG_API.status, {
    onRequest: staff('edit'),
    schema: {
      tags,
      summary: 'Enable or disable (the default cannot be disabled)',
      params: byId,
      body: z.object({ enabled: z.boolean() }),
      response: { 200: envelopeOf(configRow), ...errors },
    },
    handler: async (req) => ok(req, await setEnabled(db, caller(req), req.params.id, req.body.enabled)),
  })

  r.delete(QUOTE_CONFIG_API.config, {
    onRequest: staff('delete'),
    schema: {
      tags,
      summary: 'Delete: refused for the default; soft (hidden, versions kept) when quotes use it',
      params: byId,
      response: { 200: envelopeOf(z.object({ deleted: z.literal(true), soft: z.boolean() })), ...errors },
    },
    handler: async (req) =>
      ok(req, { deleted: true as const, ...(await deleteConfig(db, caller(req), req.params.id)) }),
  })
}
