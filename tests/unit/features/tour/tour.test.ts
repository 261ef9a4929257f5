import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOURS } from '../../../../src/features/tour/lib/tours.ts'
import { isTourDone, tourStorageName } from '../../../../src/features/tour/lib/tour-storage.ts'
import {
  $tour,
  finishTour,
  nextStep,
  previousStep,
  scheduleTour,
  skipTour,
  stopTour,
  tourToOffer,
} from '../../../../src/features/tour/stores/tour.ts'
import { clearStorage, clearScreenStorage } from '../../../../src/lib/storage.ts'
import { resetState } from '../../support/reset.ts'

const MANAGE = '/quote-config/manage'
const DETAIL = '/quote-config/detail'

let root: HTMLElement

function addTarget(id: string): HTMLElement {
  const el = document.createElement('button')
  el.dataset.tour = id
  root.append(el)
  return el
}

const request = (path = MANAGE, extra: Partial<Parameters<typeof scheduleTour>[0]> = {}) => ({
  path,
  search: '',
  roleId: 3 as string | number | undefined,
  root,
  isCurrent: () => true,
  ...extra,
})

beforeEach(() => {
  resetState()
  stopTour()
  vi.useFakeTimers()
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  vi.useRealTimers()
  root.remove()
})

describe('the decision to show', () => {
  it('offers a route tour only to a logged-in role, without an id query, until done', () => {
    expect(tourToOffer(MANAGE, '', 3)?.id).toBe('quote-config-manage')
    expect(tourToOffer('/ai-guide', '', 3)).toBeUndefined()
    expect(tourToOffer(MANAGE, '', undefined)).toBeUndefined()
    expect(tourToOffer('/ai-quote/quote', 'id=12', 3)).toBeUndefined()
    expect(tourToOffer('/ai-quote/quote', 'x=1', 3)?.id).toBe('ai-quote')
  })

  it('starts 50 ms after the request when the first target is there', () => {
    addTarget('quote-config-view-details')
    addTarget('quote-config-add-rule')
    scheduleTour(request())
    vi.advanceTimersByTime(49)
    expect($tour.get()).toBeNull()
    vi.advanceTimersByTime(1)
    expect($tour.get()?.steps.map((s) => s.target)).toEqual(['quote-config-view-details', 'quote-config-add-rule'])
  })

  it('waits up to 5000 ms for the first target', () => {
    scheduleTour(request())
    vi.advanceTimersByTime(4000)
    expect($tour.get()).toBeNull()
    addTarget('quote-config-view-details')
    vi.advanceTimersByTime(100)
    expect($tour.get()?.tour.id).toBe('quote-config-manage')
  })

  it('does not show when the first target never appears', () => {
    scheduleTour(request())
    vi.advanceTimersByTime(5050)
    addTarget('quote-config-view-details')
    vi.advanceTimersByTime(10_000)
    expect($tour.get()).toBeNull()
  })

  it('does not start once the route changed, or when cancelled', () => {
    addTarget('quote-config-view-details')
    let current = true
    scheduleTour(request(MANAGE, { isCurrent: () => current }))
    current = false
    vi.advanceTimersByTime(100)
    expect($tour.get()).toBeNull()
    const cancel = scheduleTour(request())
    cancel()
    vi.advanceTimersByTime(100)
    expect($tour.get()).toBeNull()
  })

  it('leaves out later steps whose targets are absent', () => {
    for (const id of ['quote-config-material', 'quote-config-surface', 'quote-config-pmi']) addTarget(id)
    scheduleTour(request(DETAIL))
    vi.advanceTimersByTime(50)
    expect($tour.get()?.steps.map((s) => s.target)).toEqual([
      'quote-config-material',
      'quote-config-surface',
      'quote-config-pmi',
    ])
  })
})

describe('steps and storage', () => {
  function start(path = DETAIL) {
    for (const step of TOURS[path]!.steps) addTarget(step.target)
    scheduleTour(request(path))
    vi.advanceTimersByTime(50)
  }

  it('moves next and previous within bounds', () => {
    start()
    expect($tour.get()?.steps).toHaveLength(6)
    previousStep()
    expect($tour.get()?.index).toBe(0)
    for (let i = 0; i < 10; i++) nextStep()
    expect($tour.get()?.index).toBe(5)
    previousStep()
    expect($tour.get()?.index).toBe(4)
  })

  it('stores completion under the role id, never shows a finished or skipped tour again', () => {
    start()
    finishTour()
    expect($tour.get()).toBeNull()
    expect(localStorage.getItem(`quote-elements:${tourStorageName(3, 'quote-config-detail')}`)).toBe('"finished"')
    expect(localStorage.getItem('quote-elements:3:tour:quote-config-detail')).toBe('"finished"')
    scheduleTour(request(DETAIL))
    vi.advanceTimersByTime(6000)
    expect($tour.get()).toBeNull()
    // Another role has not seen it.
    expect(tourToOffer(DETAIL, '', 4)?.id).toBe('quote-config-detail')
    // Every way into a configuration's detail names it: the id does not mean a reopened record there.
    expect(tourToOffer(DETAIL, 'id=7', 4)?.id).toBe('quote-config-detail')
    expect(tourToOffer(MANAGE, 'id=7', 4)).toBeUndefined()

    start(MANAGE)
    skipTour()
    expect(isTourDone(3, 'quote-config-manage')).toBe(true)
  })

  it('does not record a tour that was only interrupted', () => {
    start()
    stopTour()
    expect(isTourDone(3, 'quote-config-detail')).toBe(false)
  })

  it('survives the session reset that clears the quote screens’ storage', () => {
    start('/ai-quote/quote')
    finishTour()
    clearScreenStorage()
    expect(isTourDone(3, 'ai-quote')).toBe(true)
    clearStorage()
    expect(isTourDone(3, 'ai-quote')).toBe(false)
  })
})
