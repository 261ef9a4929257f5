import type { ReactNode } from 'react'
import '@shoelace-style/shoelace/dist/components/icon/icon.js'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { IconName } from '../../../lib/icons.ts'

/** Props of the 2D toolbar; page controls appear only for documents with several pages. */
export interface DrawingToolbarProps {
  onZoom: (factor: number) => void
  onFit: () => void
  page?: number
  pages?: number
  onPage?: (page: number) => void
  /** Extra tools (the DXF layer list). */
  children?: ReactNode
}

/** Zoom, fit and page navigation, shared by the PDF, DXF and image views. */
export function DrawingToolbar({ onZoom, onFit, page = 1, pages = 1, onPage, children }: DrawingToolbarProps) {
  const t = useT()
  const tool = (key: string, icon: IconName, label: string, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="qe-tool"
      data-tool={key}
      title={label}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <sl-icon name={icon} />
    </button>
  )
  return (
    <div className="qe-tools" part="toolbar" role="toolbar">
      {tool('zoom-in', 'zoom-in', t('preview.zoomIn'), () => onZoom(1.25))}
      {tool('zoom-out', 'zoom-out', t('preview.zoomOut'), () => onZoom(0.8))}
      {tool('fit', 'arrows-fullscreen', t('preview.fit'), onFit)}
      {pages > 1 && onPage && (
        <>
          {tool('prev', 'chevron-left', t('preview.prevPage'), () => onPage(page - 1), page <= 1)}
          <span className="qe-page-no" data-page={page}>
            {t('preview.pageOf', { page, pages })}
          </span>
          {tool('next', 'chevron-right', t('preview.nextPage'), () => onPage(page + 1), page >= pages)}
        </>
      )}
      {children}
    </div>
  )
}
