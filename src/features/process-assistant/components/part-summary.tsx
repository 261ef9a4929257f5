import { enumLabel } from '../../../lib/i18n/enum-label.ts'
import { seededName } from '../../../lib/i18n/seeded-name.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { ProcessRoute } from '../../../../contract/process-plan.ts'
import type en from '../../../../locales/process-assistant/en.json'

/** The card's header: part, material, blank, quantity, treatments, totals (printed too). */
export function PartSummary({ route, name }: { route: ProcessRoute; name: string }) {
  const t = useT()
  const { context, totals } = route
  const items: [keyof (typeof en)['processAssistant']['summary'], string | number][] = [
    ['part', name],
    ['version', route.version],
    ['partClass', enumLabel('partClass', context.partClass)],
    ['material', seededName('materialName', context.material, context.materialName || context.material)],
    ['blank', context.blank || '—'],
    ['quantity', context.quantity],
    ['heatTreatment', context.heatTreatment ?? '—'],
    ['surfaceTreatment', context.surfaceTreatment ?? '—'],
    ['machiningMin', totals.machiningMin.toFixed(1)],
    ['totalMin', totals.totalMin.toFixed(1)],
    ['setups', totals.setups],
  ]
  return (
    <>
      <h3 className="qe-pa-print-title">{t('processAssistant.card.title')}</h3>
      <dl className="qe-pa-summary" data-testid="pa-summary">
        {items.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`processAssistant.summary.${key}`)}</dt>
            <dd data-testid={`pa-summary-${key}`} translate={key === 'part' ? 'no' : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}
