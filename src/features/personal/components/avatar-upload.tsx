import { useRef, type ChangeEvent } from 'react'
import { useStore } from '@nanostores/react'
import '@shoelace-style/shoelace/dist/components/avatar/avatar.js'
import '@shoelace-style/shoelace/dist/components/button/button.js'
import { $config } from '../../../lib/config.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { $session } from '../../../lib/stores/session.ts'
import { resolveAvatarUrl } from '../../../lib/forms/avatar-url.ts'
import { ProgressBar } from '../../../lib/progress-bar.tsx'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../lib/validators.ts'
import { $avatarUpload, changeAvatar } from '../stores/personal.ts'

/**
 * The avatar with a "choose image" button: type and size are checked before anything is sent,
 * the chosen image shows while it uploads (the fetch API reports no upload progress, hence an
 * indeterminate bar), and errors stay on screen until the next try.
 */
export function AvatarUpload() {
  const t = useT()
  const { avatarUrl, userInfo } = useStore($session)
  const { apiBase } = useStore($config)
  const upload = useStore($avatarUpload)
  const input = useRef<HTMLInputElement>(null)
  const name = String(userInfo?.nickName || userInfo?.username || '')
  const image = upload.status === 'uploading' ? upload.preview : resolveAvatarUrl(avatarUrl, apiBase)

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    // Cleared so choosing the same file again still fires a change.
    e.target.value = ''
    if (file) void changeAvatar(file)
  }

  return (
    <div className="qe-avatar-upload" data-testid="avatar-upload">
      {/* The initial is the user's own name's. The mark sits on a plain element: React sets
          `translate` on a custom element as its boolean property, so "no" would read as yes. */}
      <span translate="no">
        <sl-avatar
          image={image}
          label={name}
          initials={name.slice(0, 1).toUpperCase()}
          className="qe-avatar-large"
          data-testid="avatar-preview"
        />
      </span>
      <div className="qe-form">
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={choose}
          data-testid="avatar-input"
        />
        <sl-button
          onClick={() => input.current?.click()}
          loading={upload.status === 'uploading'}
          data-testid="avatar-choose"
        >
          {t('personal.chooseAvatar')}
        </sl-button>
        <span className="qe-muted qe-small">{t('personal.avatarHint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}</span>
        {upload.status === 'uploading' && <ProgressBar label={t('personal.uploading')} testId="avatar-progress" />}
        {upload.status === 'error' && (
          <p className="qe-error" role="alert" data-testid="avatar-error">
            {upload.message}
          </p>
        )}
      </div>
    </div>
  )
}
