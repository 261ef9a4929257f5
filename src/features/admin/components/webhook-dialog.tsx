import '@shoelace-style/shoelace/dist/components/button/button.js'
import '@shoelace-style/shoelace/dist/components/input/input.js'
import {
  SECRET_MIN,
  WEBHOOK_EVENTS,
  webhookInput,
  type WebhookEvent,
  type WebhookInput,
  type WebhookRow,
} from '../../../../contract/webhooks.ts'
import { fieldErrors, requiredFields, type FieldError } from '../../../lib/forms/schema-errors.ts'
import { useDialogForm } from '../../../lib/forms/use-dialog-form.ts'
import { useT } from '../../../lib/i18n/use-t.ts'
import { saveWebhook } from '../stores/webhook-actions.ts'
import { AdminFormDialog } from './admin-form-dialog.tsx'
import { CheckList } from './check-list.tsx'
import { EnabledSwitch } from './enabled-switch.tsx'
import '../messages.ts'

const REQUIRED = requiredFields(webhookInput, { name: '', url: '', secret: '', events: ['quoteOrder.submitted'] })

/** 32 random bytes as hex: a secret nobody has to invent. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The problems of an endpoint form: the contract's, with the address's in words that say what is
 * accepted, and the secret required when creating (on edit a blank secret keeps the stored one).
 */
function problems(body: WebhookInput, creating: boolean): Record<string, FieldError> {
  const found: Record<string, FieldError> = fieldErrors(webhookInput, body)
  if (found.url && body.url.trim() !== '') found.url = { key: 'admin.webhook.urlInvalid' }
  const secret = (body.secret ?? '').trim()
  if (creating && secret === '') found.secret = { key: 'common.rules.required' }
  else if (secret !== '' && secret.length < SECRET_MIN)
    found.secret = { key: 'common.rules.minLength', params: { min: SECRET_MIN } }
  return found
}

/** Registers or edits an endpoint: name, http(s) address, signing secret, events, enabled. */
export function WebhookDialog({ row, onClose }: { row?: WebhookRow; onClose: () => void }) {
  const t = useT()
  const form = useDialogForm(
    () => ({
      name: row?.name ?? '',
      url: row?.url ?? '',
      secret: '',
      events: row?.events ?? ([...WEBHOOK_EVENTS] as WebhookEvent[]),
      enabled: row?.status !== 0,
    }),
    onClose,
    {
      label: (field) => t(`admin.webhook.${field}`),
      testId: (field) => `admin-webhook-${field}`,
      required: (field) => REQUIRED.has(field) || (field === 'secret' && !row),
    },
  )
  const { draft, set, bind, submit, errors } = form
  function save() {
    const body: WebhookInput = {
      name: draft.name,
      url: draft.url,
      secret: draft.secret,
      events: draft.events,
      status: draft.enabled ? 1 : 0,
    }
    void submit(problems(body, !row), () => saveWebhook(row?.id ?? null, body))
  }
  const toggle = (event: WebhookEvent, on: boolean) =>
    set(
      'events',
      WEBHOOK_EVENTS.filter((e) => (e === event ? on : draft.events.includes(e))),
    )
  return (
    <AdminFormDialog
      label={t(row ? 'admin.webhook.edit' : 'admin.webhook.add')}
      form={form}
      onSubmit={save}
      testId="admin-webhook"
      saveTestId="admin-webhook-submit"
    >
      <sl-input {...bind('name')} />
      <sl-input type="url" placeholder="https://erp.example.com/hooks/quote" {...bind('url')} />
      <div className="qe-admin-secret-field">
        <sl-input
          {...bind('secret')}
          placeholder={row ? t('admin.webhook.secretKeep', { hint: row.secretHint }) : undefined}
          {...(errors.secret ? {} : { helpText: t('admin.webhook.secretHelp', { min: SECRET_MIN }) })}
        />
        <sl-button size="small" onClick={() => set('secret', newSecret())} data-testid="admin-webhook-generate">
          {t('admin.webhook.generate')}
        </sl-button>
      </div>
      <CheckList
        legend={t('admin.webhook.events')}
        items={WEBHOOK_EVENTS}
        checked={(event) => draft.events.includes(event)}
        onChange={toggle}
        label={(event) => t(`admin.webhook.eventNames.${event}`)}
        testId={(event) => `admin-webhook-event-${event}`}
      />
      {errors.events && (
        <p className="qe-admin-error" role="alert">
          {t('admin.webhook.eventsRequired')}
        </p>
      )}
      <EnabledSwitch checked={draft.enabled} onChange={(on) => set('enabled', on)} />
    </AdminFormDialog>
  )
}
