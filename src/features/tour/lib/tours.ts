import type en from '../../../../locales/en.json'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { paths } from '../../../lib/paths.ts'

/**
 * The guided tours, one per route. A step points at the element that carries
 * `data-tour="<target>"` inside the app's shadow root; the screens add these attributes:
 *
 * | route                | targets, in order |
 * |----------------------|-------------------|
 * | /quote-config/manage | quote-config-view-details, quote-config-add-rule |
 * | /ai-quote/quote      | ai-quote-start, ai-quote-upload |
 * | /quote-config/detail | quote-config-material, quote-config-machining, quote-config-surface, quote-config-other, quote-config-blank, quote-config-pmi |
 */

/** One step: the element to point at and the i18n keys of its text. */
export interface TourStep {
  target: string
  title: MessageKey
  body: MessageKey
}

/** A tour: a stable id (used in the storage key), its steps and the last button's text. */
export interface Tour {
  id: string
  steps: readonly TourStep[]
  /** i18n key of the last step's button. */
  doneLabel: MessageKey
  /**
   * An `id` query on this route reopens an existing record, whose screen the tour does not describe
   * (a reopened quote chat). Routes that always carry one (a configuration's detail) leave this off.
   */
  idReopens?: boolean
}

/** A step's name: the `tour` keys `<name>Title` (each with its `<name>Body`). */
type StepText = keyof (typeof en)['tour'] extends infer K ? (K extends `${infer N}Title` ? N : never) : never

const step = (target: string, text: StepText): TourStep => ({
  target,
  title: `tour.${text}Title`,
  body: `tour.${text}Body`,
})

/** Tours by route path. */
export const TOURS: Readonly<Record<string, Tour>> = {
  [paths.quoteConfigManage]: {
    id: 'quote-config-manage',
    steps: [step('quote-config-view-details', 'viewDetails'), step('quote-config-add-rule', 'addRule')],
    doneLabel: 'tour.doneConfig',
    idReopens: true,
  },
  [paths.aiQuote]: {
    id: 'ai-quote',
    steps: [step('ai-quote-start', 'startQuote'), step('ai-quote-upload', 'upload')],
    doneLabel: 'tour.doneQuote',
    idReopens: true,
  },
  [paths.quoteConfigDetail]: {
    id: 'quote-config-detail',
    steps: [
      step('quote-config-material', 'material'),
      step('quote-config-machining', 'machining'),
      step('quote-config-surface', 'surface'),
      step('quote-config-other', 'other'),
      step('quote-config-blank', 'blank'),
      step('quote-config-pmi', 'pmi'),
    ],
    doneLabel: 'tour.doneDetail',
  },
}

/** The tour of a route, if it has one. */
export function tourFor(path: string): Tour | undefined {
  return Object.hasOwn(TOURS, path) ? TOURS[path] : undefined
}
