import { LegalPage } from './legal-page.tsx'

const SECTIONS = [
  'collect',
  'purpose',
  'files',
  'storage',
  'security',
  'sharing',
  'browser',
  'rights',
  'contact',
] as const

/** /PrivacyPolicy: what the quoting service keeps about its users and why; no login needed. */
export function PrivacyPolicyPage() {
  return <LegalPage namespace="privacy" sections={SECTIONS} testId="privacy-policy" />
}
