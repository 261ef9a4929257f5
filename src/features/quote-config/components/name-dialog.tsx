import { useState, type FormEvent } from 'react'
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import { fieldProps } from '../../../lib/forms/field-props.ts'
import { useForm } from '../../../lib/forms/use-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import type { MessageKey } from '../../../lib/i18n/index.ts'
import { DESCRIPTION_MAX, NAME_MAX, configNameRule, descriptionRule } from '../lib/name-rules.ts'
import { DialogActions } from '../../../lib/dialog-actions.tsx'
import '../../../lib/i18n/config-messages.ts'

/** Props of NameDialog. */
export interface NameDialogProps {
  /** i18n key of the title (add or copy). */
  title: MessageKey
  /** A hint under the title, e.g. "based on the factory defaults". */
  hint: MessageKey
  initialName?: string
  /** Saves; resolves whether it worked (the dialog stays open, with what was typed, otherwise). */
  onSubmit: (name: string, description: string) => Promise<boolean>
  onClose: () => void
}

/** Asks for a configuration's name and description (add rule config, copy). */
export function NameDialog({ title, hint, initialName = '', onSubmit, onClose }: NameDialogProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const form = useForm({ name: initialName, description: '' }, { name: configNameRule, description: descriptionRule })
  async function submit(e?: FormEvent) {
    e?.preventDefault()
    if (busy || !form.validate()) return
    setBusy(true)
    const ok = await onSubmit(form.values.name, form.values.description)
    setBusy(false)
    if (ok) onClose()
  }
  return (
    <sl-dialog
      label={t(title)}
      open
      onsl-after-hide={(e: CustomEvent) => e.target === e.currentTarget && onClose()}
      data-testid="qc-name-dialog"
    >
      <form className="qe-form" onSubmit={submit} noValidate>
        <p className="qe-muted">{t(hint)}</p>
        <sl-input
          label={t('quoteConfig.name')}
          value={form.values.name}
          maxlength={NAME_MAX}
          onsl-input={form.bind('name')}
          data-testid="qc-name"
          {...fieldProps(t, form.errors.name)}
        />
        <sl-input
          label={t('quoteConfig.description')}
          value={form.values.description}
          maxlength={DESCRIPTION_MAX}
          onsl-input={form.bind('description')}
          data-testid="qc-description"
          {...fieldProps(t, form.errors.description)}
        />
        {/* Enter in a field submits: Shoelace inputs submit their closest form. */}
        <button type="submit" hidden />
      </form>
      <DialogActions onCancel={onClose} onConfirm={() => void submit()} busy={busy} testId="qc-name-submit" />
    </sl-dialog>
  )
}
