/** Which picture an error page shows. */
export type ErrorArt = 'notFound' | 'forbidden' | 'serverError'

/** The sign on the drawn machined block: a question mark, a padlock or a broken link. */
function Sign({ art }: { art: ErrorArt }) {
  if (art === 'forbidden') {
    return (
      <g className="qe-error-art-sign">
        <rect x="98" y="70" width="44" height="34" rx="5" />
        <path d="M106 70v-9a14 14 0 0 1 28 0v9" fill="none" />
        <circle cx="120" cy="86" r="4" />
      </g>
    )
  }
  if (art === 'serverError') {
    return (
      <g className="qe-error-art-sign">
        <path d="M100 60l12 18-8 4 14 22" fill="none" />
        <path d="M140 60l-12 18 8 4-14 22" fill="none" />
      </g>
    )
  }
  return (
    <g className="qe-error-art-sign">
      <path d="M108 64a12 12 0 1 1 18 10c-4 3-6 5-6 10" fill="none" />
      <circle cx="120" cy="96" r="3" />
    </g>
  )
}

/**
 * A drawn part on a work table, with the page's sign on it. Inline SVG coloured by classes
 * (pages.css) so it needs no network and no style attribute under a strict CSP; decorative,
 * since the title beside it says the same.
 */
export function ErrorIllustration({ art }: { art: ErrorArt }) {
  return (
    <svg className="qe-error-art" viewBox="0 0 240 150" aria-hidden="true" focusable="false" data-art={art}>
      <ellipse className="qe-error-art-shadow" cx="120" cy="134" rx="96" ry="10" />
      <path className="qe-error-art-side" d="M64 50l56-24 56 24v62l-56 24-56-24z" />
      <path className="qe-error-art-top" d="M64 50l56-24 56 24-56 24z" />
      <Sign art={art} />
    </svg>
  )
}
