import { useState } from 'react'
import type { LayerInfo } from 'dxf-viewer'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../../lib/i18n/use-t.ts'

interface LayerListProps {
  layers: readonly LayerInfo[]
  onToggle: (name: string, show: boolean) => void
}

/** The DXF layers with a visibility checkbox each, behind a toolbar button. */
export function LayerList({ layers, onToggle }: LayerListProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  if (!layers.length) return null
  const toggle = (name: string) => {
    const next = new Set(hidden)
    const show = next.has(name)
    if (show) next.delete(name)
    else next.add(name)
    setHidden(next)
    onToggle(name, show)
  }
  return (
    <span className="qe-layers">
      <button
        type="button"
        className="qe-tool"
        data-tool="layers"
        title={t('preview.layers')}
        aria-label={t('preview.layers')}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <sl-icon name="layers" />
      </button>
      {open && (
        <ul className="qe-layer-list" part="layers">
          {layers.map((layer) => (
            <li key={layer.name}>
              <label>
                <input type="checkbox" checked={!hidden.has(layer.name)} onChange={() => toggle(layer.name)} />
                <span className="qe-swatch" style={{ background: `#${layer.color.toString(16).padStart(6, '0')}` }} />
                {layer.displayName}
              </label>
            </li>
          ))}
        </ul>
      )}
    </span>
  )
}
