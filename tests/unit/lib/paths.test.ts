import { describe, expect, it } from 'vitest'
import { chatRecordHref, loginHref, paths, quoteConfigHref, refreshHref, safeRedirect } from '../../../src/lib/paths.ts'

describe('app paths', () => {
  it('builds the hrefs the app links to', () => {
    expect(loginHref('/ai-quote/quote?id=7')).toBe('/login?redirect=%2Fai-quote%2Fquote%3Fid%3D7')
    expect(chatRecordHref('process', 12)).toBe(`${paths.aiAuto}?id=12`)
    expect(chatRecordHref('quote', 'a b')).toBe(`${paths.aiQuote}?id=a%20b`)
    expect(quoteConfigHref(3)).toBe('/quote-config/detail?id=3')
    expect(refreshHref('/quote-config/detail', 'id=3')).toBe('/redirect/quote-config/detail?id=3')
  })

  it('follows a redirect only to a path of this app, never to another origin or back to login', () => {
    const after = (target: string) => safeRedirect(`redirect=${encodeURIComponent(target)}`, '/fallback')
    expect(after('/ai-quote/quote?id=7')).toBe('/ai-quote/quote?id=7')
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?redirect=/x',
      '',
    ]) {
      expect(after(bad)).toBe('/fallback')
    }
  })
})
