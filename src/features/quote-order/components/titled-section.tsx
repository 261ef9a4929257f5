import type { ReactNode } from 'react'

/** Props of TitledSection. */
export interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  titleId: string
  title: string
  children: ReactNode
}

/** A section of an order screen under its heading, named by that heading. */
export function TitledSection({ titleId, title, children }: TitledSectionProps) {
  return (
    <section className="qe-qo-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="qe-subtitle">
        {title}
      </h2>
      {children}
    </section>
  )
}
