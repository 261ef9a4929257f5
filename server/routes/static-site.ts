import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_CSP, cspForHtmlFile } from '../lib/csp.ts'
import { sendApiNotFound } from '../lib/error-handler.ts'

export interface SiteDirs {
  demoDir: string
  distDir: string
}

const isHtml = (path: string) => path.endsWith('.html')

/**
 * Serves the demo pages at the site root and the built bundle under /dist/, with an SPA
 * fallback so `<quote-app>`'s history routes (/login, /ai-quote/quote …) survive a reload.
 */
export async function staticSiteRoutes(app: FastifyInstance, dirs: SiteDirs) {
  await app.register(fastifyStatic, {
    root: dirs.distDir,
    prefix: '/dist/',
    decorateReply: false,
    // The bundle is public and a CMS on another origin imports it as a module (a CORS request).
    setHeaders: (res) => {
      if (!res.getHeader('access-control-allow-origin')) res.setHeader('Access-Control-Allow-Origin', '*')
    },
  })
  await app.register(fastifyStatic, {
    root: dirs.demoDir,
    prefix: '/',
    index: ['index.html'],
    setHeaders: (res, path) => {
      res.setHeader('Content-Security-Policy', isHtml(path) ? cspForHtmlFile(path) : API_CSP)
      if (isHtml(path)) res.setHeader('Cache-Control', 'no-cache')
    },
  })

  const indexPath = join(dirs.demoDir, 'index.html')
  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/'
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !path.startsWith('/dist/') &&
      (req.headers.accept ?? '').includes('text/html')
    if (wantsPage && existsSync(indexPath)) {
      // Read rather than sendFile: re-entering the static plugin from its own not-found path
      // piles up stream listeners on the response.
      const html = await readFile(indexPath, 'utf8')
      return reply
        .header('Content-Security-Policy', cspForHtmlFile(indexPath))
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    }
    return sendApiNotFound(req, reply)
  })
}
