import '@shoelace-style/shoelace/dist/components/button/button.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { QuoteOrderAction, QuoteOrderMoveAction } from '../api/types.ts'
import { isDestructive, movesOf } from '../lib/actions.ts'

/** Props of MoveButtons. */
export interface MoveButtonsProps {
  /** The caller's actions on the order (the server's `actions`). */
  actions: readonly QuoteOrderAction[]
  onMove: (action: QuoteOrderMoveAction) => void
  /** The move in flight (its button spins, the others wait). */
  busy?: string
  /** Moves that cannot be made yet, with the reason shown beside them. */
  blocked?: Partial<Record<QuoteOrderMoveAction, string>>
  size?: 'small' | 'medium'
  /** Test ids: `<prefix>-<action>`. */
  testId: string
}

/** One button per move the caller may make; cancel and reject look dangerous (they ask first). */
export function MoveButtons({ actions, onMove, busy = '', blocked = {}, size = 'small', testId }: MoveButtonsProps) {
  const t = useT()
  return (
    <>
      {movesOf(actions).map((action) => (
        <sl-button
          key={action}
          size={size}
          variant={isDestructive(action) ? 'danger' : 'primary'}
          outline={isDestructive(action)}
          loading={busy === action}
          disabled={(busy !== '' && busy !== action) || blocked[action] !== undefined}
          title={blocked[action]}
          onClick={() => onMove(action)}
          data-testid={`${testId}-${action}`}
        >
          {t(`quoteOrder.action.${action}`)}
        </sl-button>
      ))}
    </>
  )
}
