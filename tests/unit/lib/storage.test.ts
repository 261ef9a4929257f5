import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearScreenStorage,
  clearStorage,
  onStoredChange,
  readStored,
  removeStored,
  setStoragePrefix,
  storageKey,
  writeStored,
} from '../../../src/lib/storage.ts'

beforeEach(() => {
  localStorage.clear()
  setStoragePrefix('quote-elements:')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('storage', () => {
  it('prefixes every key', () => {
    expect(storageKey('user')).toBe('quote-elements:user')
    writeStored('user', { token: 'x' })
    expect(localStorage.getItem('quote-elements:user')).toBe('{"token":"x"}')
    expect(localStorage.getItem('user')).toBeNull()
  })

  it('round-trips JSON values and reports absent ones as null', () => {
    writeStored('lang', 'en')
    expect(localStorage.getItem('quote-elements:lang')).toBe('"en"')
    expect(readStored('lang')).toBe('en')
    expect(readStored('missing')).toBeNull()
    removeStored('lang')
    expect(readStored('lang')).toBeNull()
  })

  it('turns a corrupt value into null, removes it and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    localStorage.setItem('quote-elements:app', '{not json')
    expect(readStored('app')).toBeNull()
    expect(localStorage.getItem('quote-elements:app')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
  })

  it('clears only our keys, keeping the keep-list, and leaves host keys alone', () => {
    localStorage.setItem('lang', 'host-value')
    localStorage.setItem('user', 'host-user')
    writeStored('user', { token: 't' })
    writeStored('app', {})
    writeStored('lang', 'en')
    for (const kept of [
      'dynamicRouter',
      'serverDynamicRouter',
      'tour:ai-quote/quote',
      'quote-config/manage',
      'x/quote-config/detail',
    ]) {
      writeStored(kept, 1)
    }
    clearStorage()
    expect(localStorage.getItem('lang')).toBe('host-value')
    expect(localStorage.getItem('user')).toBe('host-user')
    expect(readStored('user')).toBeNull()
    expect(readStored('app')).toBeNull()
    expect(readStored('lang')).toBeNull()
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        'lang',
        'quote-elements:dynamicRouter',
        'quote-elements:quote-config/manage',
        'quote-elements:serverDynamicRouter',
        'quote-elements:tour:ai-quote/quote',
        'quote-elements:x/quote-config/detail',
        'user',
      ].sort(),
    )
  })

  it('clears the quote screen entries on demand, nothing else', () => {
    writeStored('ai-quote/quote', 1)
    writeStored('quote-config/detail', 1)
    writeStored('dynamicRouter', 1)
    writeStored('user', 1)
    clearScreenStorage()
    expect(readStored('ai-quote/quote')).toBeNull()
    expect(readStored('quote-config/detail')).toBeNull()
    expect(readStored('dynamicRouter')).toBe(1)
    expect(readStored('user')).toBe(1)
  })

  it('follows a prefix change', () => {
    setStoragePrefix('acme:')
    writeStored('user', 1)
    expect(localStorage.getItem('acme:user')).toBe('1')
    clearStorage()
    expect(localStorage.getItem('acme:user')).toBeNull()
  })

  it('reports other tabs’ changes through the storage event', () => {
    const seen: unknown[] = []
    const off = onStoredChange('user', (value) => seen.push(value))
    const fire = (key: string | null, newValue: string | null): void => {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }))
    }
    fire('quote-elements:user', '{"token":"a"}')
    fire('user', '{"token":"host"}')
    fire('quote-elements:app', '{}')
    fire('quote-elements:user', null)
    removeStored('user')
    off()
    fire('quote-elements:user', '{"token":"b"}')
    expect(seen).toEqual([{ token: 'a' }, null, null])
  })

  it('degrades to memory when localStorage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    expect(() => writeStored('user', { token: 'm' })).not.toThrow()
    expect(readStored('user')).toEqual({ token: 'm' })
    clearStorage()
    expect(readStored('user')).toBeNull()
  })

  it('degrades to memory when localStorage cannot even be reached', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    try {
      writeStored('app', { a: 1 })
      expect(readStored('app')).toEqual({ a: 1 })
      removeStored('app')
      expect(readStored('app')).toBeNull()
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
    }
  })
})
