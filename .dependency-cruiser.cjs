// The import directions the architecture promises (README), checked by `npm run check:arch`.
// Type-only imports count too: a type import still couples the layers it crosses.

const HTTP = 'fastify[^/]*|@fastify/[^/]+'
const DB = 'drizzle-orm|pg|@electric-sql/pglite'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'src-lib-is-the-bottom',
      comment: 'src/lib is shared by everything above it, so it cannot know features, the app or the elements.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|app|elements)/' },
    },
    {
      name: 'features-below-app',
      comment: 'Features are assembled by the app and the elements; they do not reach up into them.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(app|elements)/' },
    },
    {
      name: 'app-below-elements',
      comment: 'The elements wrap the app as custom elements; the app does not know its wrappers.',
      severity: 'error',
      from: { path: '^src/app/' },
      to: { path: '^src/elements/' },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature never imports another feature; what two features share belongs in src/lib.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The bundle ships to browsers; what client and server share lives in contract/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-never-imports-client',
      comment: 'The server shares only the contract with the client, never its screens, stores or helpers.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'server-lib-is-the-bottom',
      comment: 'server/lib <- server/services <- server/routes: lib knows neither services nor routes.',
      severity: 'error',
      from: { path: '^server/lib/' },
      to: { path: '^server/(services|routes)/' },
    },
    {
      name: 'services-below-routes',
      comment: 'Services hold the rules; routes adapt them to HTTP. Shared schemas live in contract/.',
      severity: 'error',
      from: { path: '^server/services/' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine computes from its inputs: no HTTP, no database, no services, routes or jobs.',
      severity: 'error',
      from: { path: '^server/engine/' },
      to: {
        path: [`^server/(db|services|routes|jobs)/`, `(^|/)node_modules/(${HTTP}|${DB})/`],
      },
    },
    {
      name: 'contract-is-zod-only',
      comment: 'The wire contract is shared by client and server: it imports zod, decimal.js and its own files only.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '(^|/)node_modules/(zod|decimal\\.js)/'] },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and the two modules one unit; break it by moving the shared part.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // `/dist/…` is imported inside the browser page by the benchmarks and served over HTTP.
      to: { couldNotResolve: true, pathNot: '^/dist/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output: the benchmarks import the bundle in a browser page, which is not a source import.
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
}
