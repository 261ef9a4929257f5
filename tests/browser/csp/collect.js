// Records every CSP violation of this page (the event is composed: it leaves our shadow roots) and
// whether the model preview loaded, for tests/browser/csp.test.js in the parent frame.
export const violations = []
document.addEventListener('securitypolicyviolation', (e) => {
  violations.push({
    directive: e.effectiveDirective,
    blocked: e.blockedURI,
    sample: e.sample,
    source: `${e.sourceFile}:${e.lineNumber}`,
  })
})
window.cspReport = { violations, model: null }
document.addEventListener('DOMContentLoaded', () => {
  const model = document.querySelector('model-preview')
  model.addEventListener('load', (e) => (window.cspReport.model = { loaded: true, triangles: e.detail.triangles }))
  model.addEventListener('error', (e) => (window.cspReport.model = { loaded: false, error: e.detail.message }))
})
