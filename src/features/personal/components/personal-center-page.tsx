import type { ReactNode } from 'react'
import { useT } from '../../../lib/i18n/use-t.ts'
import { AvatarUpload } from './avatar-upload.tsx'
import { PasswordForm } from './password-form.tsx'
import { ProfileForm } from './profile-form.tsx'
import '../styles.ts'

/** /personal/personal-center: the avatar, the profile and the password, each saved on its own. */
export function PersonalCenterPage() {
  const t = useT()
  return (
    <main className="qe-page qe-personal" data-testid="personal-center">
      <h1 className="qe-title">{t('router.personalCenter')}</h1>
      <Card id="qe-personal-avatar" title={t('personal.avatar')}>
        <AvatarUpload />
      </Card>
      <Card id="qe-personal-info" title={t('personal.info')}>
        <ProfileForm />
      </Card>
      <Card id="qe-personal-password" title={t('personal.changePassword')}>
        <PasswordForm />
      </Card>
    </main>
  )
}

/** One part of the page, saved on its own: a card named by its heading. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="qe-card" aria-labelledby={id}>
      <h2 className="qe-subtitle" id={id}>
        {title}
      </h2>
      {children}
    </section>
  )
}
