import { useContext } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import type { IconName } from '../../../lib/icons.ts'
import type { StandardView } from '../lib/camera-rig.ts'
import type { ModelView } from '../lib/model-view.ts'
import type { Section, SectionAxis } from '../lib/section-plane.ts'
import type { ViewerOptions } from '../lib/viewer-options.ts'
import { InMenu, ToolbarMore } from './toolbar-more.tsx'

/** The viewer's toggles: the attributes' values until the user changes them. */
export interface ToolState extends ViewerOptions {
  section: Section | null
  measure: boolean
}

interface ModelToolbarProps {
  view: ModelView
  tools: ToolState
  onChange: (update: (tools: ToolState) => ToolState) => void
}

// Not a static import: the viewer's chunk would then wait for sl-icon's two chunks, fetched one
// after the other once the chunk itself is in, before it could run and show the model. The icons
// are not needed for the model's first frame; they appear once sl-icon is defined. Should the chunk
// fail to load, the buttons keep their labels and tooltips: nothing to report to the host page.
import('@shoelace-style/shoelace/dist/components/icon/icon.js').catch(() => {})

const VIEWS: Array<[StandardView, IconName, MessageKey]> = [
  ['front', 'square', 'preview.viewFront'],
  ['top', 'border-outer', 'preview.viewTop'],
  ['right', 'aspect-ratio', 'preview.viewRight'],
  ['iso', 'box', 'preview.viewIso'],
]

type Toggle = 'orthographic' | 'edges' | 'showDimensions' | 'autoRotate' | 'measure'
/** The display toggles; measuring, used most, stays in the toolbar's row when the others fold away. */
const TOGGLES: Array<[Toggle, IconName, MessageKey]> = [
  ['orthographic', 'grid-3x3', 'preview.orthographic'],
  ['edges', 'bezier2', 'preview.edges'],
  ['showDimensions', 'bounding-box', 'preview.dimensions'],
  ['autoRotate', 'arrow-repeat', 'preview.autoRotate'],
]

/** Fit, standard views, projection and overlay toggles, and the section plane controls. */
export function ModelToolbar({ view, tools, onChange }: ModelToolbarProps) {
  const t = useT()
  const button = (key: string, icon: IconName, label: string, onClick: () => void, pressed?: boolean) => (
    <ToolButton key={key} name={key} icon={icon} label={label} onClick={onClick} pressed={pressed} />
  )
  const section = tools.section
  const toggle = (name: Toggle, icon: IconName, label: MessageKey) =>
    button(name, icon, t(label), () => onChange((s) => ({ ...s, [name]: !s[name] })), tools[name])
  return (
    <div className="qe-tools" part="toolbar" role="toolbar">
      {button('fit', 'arrows-fullscreen', t('preview.fit'), () => view.fit())}
      {toggle('measure', 'rulers', 'preview.measure')}
      {button(
        'section',
        'scissors',
        t('preview.section'),
        () => onChange((s) => ({ ...s, section: s.section ? null : { axis: 'x', fraction: 0.5 } })),
        !!section,
      )}
      <ToolbarMore label={t('preview.moreTools')}>
        {VIEWS.map(([name, icon, label]) => button(name, icon, t(label), () => view.fit(name)))}
        {TOGGLES.map(([name, icon, label]) => toggle(name, icon, label))}
      </ToolbarMore>
      {section && (
        <span className="qe-section">
          <select
            aria-label={t('preview.sectionAxis')}
            value={section.axis}
            onChange={(e) => onChange((s) => ({ ...s, section: { ...section, axis: e.target.value as SectionAxis } }))}
          >
            <option value="x">X</option>
            <option value="y">Y</option>
            <option value="z">Z</option>
          </select>
          <input
            type="range"
            min={0}
            max={1}
            step={0.01}
            aria-label={t('preview.sectionPosition')}
            value={section.fraction}
            onChange={(e) => onChange((s) => ({ ...s, section: { ...section, fraction: Number(e.target.value) } }))}
          />
        </span>
      )}
    </div>
  )
}

interface ToolButtonProps {
  name: string
  icon: IconName
  label: string
  onClick: () => void
  /** Set for a toggle: whether it is on. */
  pressed?: boolean
}

/** A tool: a toggle or push button in the row, a menu item (checkbox for a toggle) in the open "more" menu. */
function ToolButton({ name, icon, label, onClick, pressed }: ToolButtonProps) {
  const inMenu = useContext(InMenu)
  const toggle = pressed !== undefined
  return (
    <button
      type="button"
      className="qe-tool"
      title={label}
      aria-label={label}
      role={inMenu ? (toggle ? 'menuitemcheckbox' : 'menuitem') : undefined}
      aria-pressed={inMenu ? undefined : pressed}
      aria-checked={inMenu ? pressed : undefined}
      tabIndex={inMenu ? -1 : undefined}
      data-tool={name}
      onClick={onClick}
    >
      <sl-icon name={icon} />
      <span className="qe-tool-label">{label}</span>
    </button>
  )
}
