import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from '../config.ts'
import { API_CSP } from './csp.ts'

export const DOCS_PREFIX = '/api/docs'

/** Security headers, CORS, rate limiting, multipart parsing and OpenAPI docs. */
export async function installPlugins(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    // Set per response below: pages need a workable policy, everything else the strictest one.
    contentSecurityPolicy: false,
    // Avatars and the bundle are loaded cross-origin by CMS pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onSend', async (req, reply, payload) => {
    const hasCsp = reply.hasHeader('content-security-policy') || reply.raw.hasHeader('content-security-policy')
    if (!hasCsp && !req.url.startsWith(DOCS_PREFIX)) reply.header('Content-Security-Policy', API_CSP)
    return payload
  })

  const anyOrigin = config.allowedOrigins.includes('*')
  const allowed = new Set(config.allowedOrigins)
  await app.register(cors, {
    // Exact origins get credentials; '*' (opt-in) allows any origin without credentials.
    origin: anyOrigin ? '*' : (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: !anyOrigin,
    exposedHeaders: ['X-Captcha-Key', 'Content-Disposition'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })

  await app.register(rateLimit, { global: false })

  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: config.uploadMaxFiles, fields: 20, fieldSize: 64 * 1024 },
  })

  if (config.apiDocs) await installDocs(app, config)
}

/** The OpenAPI document (/api/docs/json) and its UI (/api/docs), when the config serves them. */
async function installDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'quote-elements reference API',
        version: '0.1.0',
        description:
          'Every answer is the envelope { success, code, msg, data, extraInfo } (success: code 200). ' +
          `Authenticate with "${config.tokenHeader}: Bearer <token>". Messages follow Accept-Language (zh-CN default, en).`,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'apiKey', in: 'header', name: config.tokenHeader },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true })
}
