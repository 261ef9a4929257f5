import { useStore } from '@nanostores/react'
import type { ModelLoadDetail } from '../../../lib/events.ts'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { Measurement } from '../lib/use-measure.ts'

interface ModelInfoProps {
  detail: ModelLoadDetail
  showDimensions: boolean
  measured: Measurement | null
}

/** Bounding-box size, volume and area (closed meshes only) and the last measurement. */
export function ModelInfo({ detail, showDimensions, measured }: ModelInfoProps) {
  const t = useT()
  const locale = useStore($locale)
  const num = (v: number) => v.toLocaleString(locale, { maximumSignificantDigits: 6 })
  const { units } = detail
  const { x, y, z } = detail.boundingBox.size
  return (
    <dl className="qe-info" part="info">
      {showDimensions && (
        <>
          <dt>{t('preview.dimensions')}</dt>
          <dd data-info="size">{`${num(x)} × ${num(y)} × ${num(z)} ${units}`}</dd>
          {detail.volume !== null && detail.area !== null ? (
            <>
              <dt>{t('preview.volume')}</dt>
              <dd data-info="volume">{`${num(detail.volume)} ${units}³`}</dd>
              <dt>{t('preview.area')}</dt>
              <dd data-info="area">{`${num(detail.area)} ${units}²`}</dd>
            </>
          ) : (
            <dd className="qe-muted">{t('preview.openMesh')}</dd>
          )}
        </>
      )}
      {measured && (
        <>
          <dt>{t('preview.distance')}</dt>
          <dd data-info="distance">{`${num(measured.distance)} ${units} (ΔX ${num(measured.dx)}, ΔY ${num(measured.dy)}, ΔZ ${num(measured.dz)})`}</dd>
        </>
      )}
    </dl>
  )
}
