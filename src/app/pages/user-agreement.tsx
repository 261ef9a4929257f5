import { LegalPage } from './legal-page.tsx'

const SECTIONS = [
  'service',
  'account',
  'files',
  'quotes',
  'use',
  'retention',
  'liability',
  'changes',
  'contact',
] as const

/** /UserAgreement: the terms of the quoting service, in both languages; no login needed. */
export function UserAgreementPage() {
  return <LegalPage namespace="agreement" sections={SECTIONS} testId="user-agreement" />
}
