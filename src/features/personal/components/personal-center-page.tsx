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
      <section className="qe-card" aria-labelledby="qe-personal-avatar">
        <h2 className="qe-subtitle" id="qe-personal-avatar">
          {t('personal.avatar')}
        </h2>
        <AvatarUpload />
      </section>
      <section className="qe-card" aria-labelledby="qe-personal-info">
        <h2 className="qe-subtitle" id="qe-personal-info">
          {t('personal.info')}
        </h2>
        <ProfileForm />
      </section>
      <section className="qe-card" aria-labelledby="qe-personal-password">
        <h2 className="qe-subtitle" id="qe-personal-password">
          {t('personal.changePassword')}
        </h2>
        <PasswordForm />
      </section>
    </main>
  )
}
