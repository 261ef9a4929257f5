import { t } from '../i18n/index.ts'
import type { FeatureRef } from '../../../contract/features.ts'
import type { ModelConflict } from '../../../contract/conflicts.ts'

// A conflict in the reader's words, and its faces as the 3D preview tints them: the buyer's card
// and the staff's order review word it alike.

/** A material or treatment key's name in the reader's words, when the caller knows it. */
export type KeyNamer = (kind: 'material' | 'treatment', key: string) => string | undefined

const CONFLICT_PREFIX = 'conflict-'

/** The id a conflict's faces go by in `<model-preview features>`. */
export const conflictFeatureId = (conflict: Pick<ModelConflict, 'id'>) => `${CONFLICT_PREFIX}${conflict.id}`

/** The conflict's faces as the one feature the evidence viewer tints (none for a form value or a size). */
export function conflictRefs(conflict: ModelConflict, label: string): FeatureRef[] {
  const faces = conflict.model.faces
  return faces.length === 0 ? [] : [{ id: conflictFeatureId(conflict), kind: 'face', faces, label }]
}

/** A value as shown: a material or treatment key by its name, a blank treatment list as "none". */
function shown(conflict: ModelConflict, value: ModelConflict['drawing']['value'], name: KeyNamer): string {
  const text = String(value ?? '')
  if (conflict.kind === 'material') return name('material', text) ?? text
  if (conflict.kind === 'treatment') {
    if (!text) return t('aiQuote.conflicts.none')
    return text
      .split(' + ')
      .map((key) => name('treatment', key) ?? key)
      .join(' + ')
  }
  return text
}

/** What disagrees, in a sentence with both values ("Thread M6: the drawing calls 4, the model has 2 holes"). */
export function conflictText(conflict: ModelConflict, name: KeyNamer = () => undefined): string {
  const params = {
    ...conflict.params,
    drawing: shown(conflict, conflict.drawing.value, name),
    model: shown(conflict, conflict.model.value, name),
  }
  if (conflict.kind === 'size') return t(`aiQuote.conflicts.size.${sizeCause(conflict)}`, params)
  return t(`aiQuote.conflicts.kind.${conflict.kind}`, params)
}

const SIZE_CAUSES = ['model-inch', 'drawing-inch', 'scale', 'larger'] as const
const sizeCause = (c: ModelConflict) => SIZE_CAUSES.find((cause) => cause === c.params?.cause) ?? 'larger'

/** The label of the button that takes one side: the model's, or the buyer's own entry. */
export const sideLabel = (conflict: ModelConflict, side: 'drawing' | 'model') =>
  side === 'drawing'
    ? t('aiQuote.conflicts.takeDrawing')
    : t(conflict.model.source === 'form' ? 'aiQuote.conflicts.takeForm' : 'aiQuote.conflicts.takeModel')
