import { useStore } from '@nanostores/react'
import type { ModelLoadDetail } from '../../../lib/events.ts'
import { $locale } from '../../../lib/i18n/index.ts'
import { useT } from '../../../lib/i18n/use-t.ts'

/** Bounding-box size, and volume and area (closed meshes only). */
export function ModelInfo({ detail }: { detail: ModelLoadDetail }) {
  const t = useT()
  const locale = useStore($locale)
  const num = (v: number) => v.toLocaleString(locale, { maximumSignificantDigits: 6 })
  const { units } = detail
  const { x, y, z } = detail.boundingBox.size
  return (
    <dl className="qe-info" part="info">
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
    </dl>
  )
}
