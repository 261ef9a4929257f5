import { fileURLToPath } from 'node:url'

/**
 * The repository's root. This module sits one folder below it whether the server runs from source
 * (`server/paths.ts`) or from its bundle (`dist-server/main.mjs`, scripts/build-server.mjs), so
 * every path the server reads is derived from here rather than from its own file's location.
 */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
