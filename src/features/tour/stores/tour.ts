import { atom } from 'nanostores'
import { tourFor, type Tour, type TourStep } from '../lib/tours.ts'
import { isTourDone, markTourDone } from '../lib/tour-storage.ts'

/** Delay before a tour looks for its first target. */
const TOUR_START_DELAY = 50
/** How long a tour waits for its first target before giving up. */
const TOUR_TARGET_TIMEOUT = 5000
/** How often the target is looked for while waiting. */
const TOUR_POLL_INTERVAL = 100

/** The tour on screen: its steps whose targets exist, and the current one. */
export interface ActiveTour {
  tour: Tour
  roleId: string | number
  steps: readonly TourStep[]
  index: number
  root: ParentNode
}

/** The running tour, or null. */
export const $tour = atom<ActiveTour | null>(null)

/** What a route offers: where it is, who looks, and where the targets live. */
export interface TourRequest {
  path: string
  search: string
  roleId: string | number | undefined
  /** The shadow root (or document) the targets are searched in. */
  root: ParentNode
  /** False once the user has moved on: a late target must not start a stale tour. */
  isCurrent: () => boolean
}

/** The element a step points at, if it is on screen now. */
export function findTarget(root: ParentNode, target: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-tour="${target}"]`)
}

/**
 * The tour to offer on a route: the route has one, someone with a role is logged in, no `id` query
 * reopens an existing record (on routes where it does), and this role has not finished or skipped it.
 */
export function tourToOffer(path: string, search: string, roleId: string | number | undefined): Tour | undefined {
  const tour = tourFor(path)
  if (!tour || roleId === undefined || roleId === null || roleId === '') return undefined
  if (tour.idReopens && new URLSearchParams(search).has('id')) return undefined
  return isTourDone(roleId, tour.id) ? undefined : tour
}

/**
 * Starts the route's tour if it should show: after TOUR_START_DELAY, it waits up to
 * TOUR_TARGET_TIMEOUT for the first target; absent targets mean no tour. Returns a cancel function.
 */
export function scheduleTour(request: TourRequest): () => void {
  const tour = tourToOffer(request.path, request.search, request.roleId)
  const first = tour?.steps[0]
  if (!tour || !first || request.roleId === undefined) return () => {}
  const roleId = request.roleId
  let timer: ReturnType<typeof setTimeout>
  let waited = 0
  const attempt = (): void => {
    if (!request.isCurrent()) return
    if (findTarget(request.root, first.target)) return startTour(tour, roleId, request.root)
    if (waited >= TOUR_TARGET_TIMEOUT) return
    waited += TOUR_POLL_INTERVAL
    timer = setTimeout(attempt, TOUR_POLL_INTERVAL)
  }
  timer = setTimeout(attempt, TOUR_START_DELAY)
  return () => clearTimeout(timer)
}

/** Shows a tour now, with the steps whose targets exist. */
function startTour(tour: Tour, roleId: string | number, root: ParentNode): void {
  const steps = tour.steps.filter((s) => findTarget(root, s.target))
  if (steps.length > 0) $tour.set({ tour, roleId, steps, index: 0, root })
}

/** Moves to the next step; the last step's button calls finishTour instead. */
export function nextStep(): void {
  const active = $tour.get()
  if (active && active.index < active.steps.length - 1) $tour.set({ ...active, index: active.index + 1 })
}

/** Moves back one step. */
export function previousStep(): void {
  const active = $tour.get()
  if (active && active.index > 0) $tour.set({ ...active, index: active.index - 1 })
}

function end(outcome: 'finished' | 'skipped'): void {
  const active = $tour.get()
  if (!active) return
  markTourDone(active.roleId, active.tour.id, outcome)
  $tour.set(null)
}

/** The last step's button: done, never shown again for this role. */
export function finishTour(): void {
  end('finished')
}

/** Skip (or Esc): never shown again for this role either. */
export function skipTour(): void {
  end('skipped')
}

/** Hides the tour without recording anything (the user left the route); it shows next visit. */
export function stopTour(): void {
  $tour.set(null)
}
