import { loadLocale } from '../../../src/lib/i18n/index.ts'

// Each language's strings are a lazy chunk in the bundle; unit tests speak both from the start.
await Promise.all([loadLocale('zh-CN'), loadLocale('en')])
