import type { WebhookConfig, WebhookType } from '@vi/contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.js';
import { Modal } from '../../lib/ui/Modal.js';
import { useForm } from '../../lib/use-form.js';
import { createWebhook, updateWebhook } from './admin-api.js';
import { WEBHOOK_TYPES } from '@vi/contracts/constants';
import { createWebhookBody, newWebhookSecret, updateWebhookBody, webhookProblems, type WebhookDraft, type WebhookProblem } from './admin-format.js';
import { AdminField } from './AdminField.js';
import { ErrorWithDetail, useServerDetail } from './AdminNotices.js';
import '../auth/form-fields.css';

function draftOf(config: WebhookConfig | null): WebhookDraft {
  // An edit never holds the secret (the list has it masked): an empty field keeps it.
  return config
    ? { webhookType: config.webhookType, endpointUrl: config.endpointUrl, secretKey: '', enabled: config.enabled, removeSecret: false }
    : { webhookType: WEBHOOK_TYPES[0], endpointUrl: '', secretKey: '', enabled: true };
}

/**
 * "Add Webhook" (no config: insert) or "Edit Webhook" (update by id; the type stays). On an edit the
 * secret field starts empty and keeps the current secret unless one is typed (it replaces the current
 * one at once) or "remove" is ticked; Rotate on the card is the way to change it without a gap.
 */
export function WebhookModal({ config, onClose, onSaved }: { config: WebhookConfig | null; onClose(): void; onSaved(): void }) {
  const { t } = useT('admin');
  const detailOf = useServerDetail();
  const editing = config !== null;
  const enabledId = useId();
  const removeId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<WebhookDraft>({
    initial: () => draftOf(config),
    validate: (draft) => webhookProblems(draft.removeSecret ? { ...draft, secretKey: '' } : draft),
    submit: async (draft) => {
      setFailure(null);
      if (config) await updateWebhook(config.id, updateWebhookBody(draft));
      else await createWebhook(createWebhookBody(draft));
      onSaved();
    },
    errorMessage: (error) => {
      console.warn('Saving the webhook failed', error);
      setFailure(error);
      return t('admin.webhookModal.failed');
    },
  });
  const { values, setter, busy } = form;
  const problem = (name: 'endpointUrl' | 'secretKey') => {
    const found = form.fieldErrors[name] as WebhookProblem | undefined;
    return found ? t(`admin.webhookModal.error.${found}`) : null;
  };

  return (
    <Modal
      title={editing ? t('admin.webhookModal.edit') : t('admin.webhookModal.add')}
      closeLabel={t('admin.close')}
      onClose={onClose}
      className="admin-modal"
      initialFocus={editing ? '[name="endpointUrl"]' : '[name="webhookType"]'}
    >
      <form className="form" onSubmit={form.onSubmit} noValidate aria-busy={busy}>
        <AdminField label={t('admin.webhookModal.type')} hint={t(`admin.webhooks.description.${values.webhookType}`)}>
          {(control) => (
            <select
              {...control}
              name="webhookType"
              value={values.webhookType}
              onChange={(e) => setter('webhookType')(e.target.value as WebhookType)}
              disabled={editing || busy}
            >
              {WEBHOOK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.webhooks.type.${type}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label={t('admin.webhookModal.endpoint')} marker="required" error={problem('endpointUrl')}>
          {(control) => (
            <input
              {...control}
              name="endpointUrl"
              type="url"
              inputMode="url"
              value={values.endpointUrl}
              onChange={(e) => setter('endpointUrl')(e.target.value)}
              placeholder={t('admin.webhookModal.endpointPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              required
              disabled={busy}
            />
          )}
        </AdminField>
        <AdminField
          label={t('admin.webhookModal.secret')}
          marker={t('admin.optional')}
          hint={config?.secretHint ? t('admin.webhookModal.secretKeepHint') : t('admin.webhookModal.secretHint')}
          error={problem('secretKey')}
        >
          {(control) => (
            <div className="admin-secret-input">
              <input
                {...control}
                name="secretKey"
                type="text"
                value={values.secretKey}
                onChange={(e) => setter('secretKey')(e.target.value)}
                placeholder={config?.secretHint ? config.secretHint : 'whsec_…'}
                autoComplete="off"
                spellCheck={false}
                disabled={busy || values.removeSecret}
              />
              <button
                type="button"
                className="button button-outline button-small"
                onClick={() => setter('secretKey')(newWebhookSecret())}
                aria-label={t('admin.webhookModal.generateLabel')}
                disabled={busy || values.removeSecret}
              >
                {t('admin.webhookModal.generate')}
              </button>
            </div>
          )}
        </AdminField>
        {config?.secretHint && (
          <div className="checkbox-field admin-remove-secret">
            <input
              id={removeId}
              name="removeSecret"
              type="checkbox"
              checked={values.removeSecret ?? false}
              onChange={(e) => setter('removeSecret')(e.target.checked)}
              disabled={busy}
            />
            <label htmlFor={removeId}>{t('admin.webhookModal.removeSecret')}</label>
          </div>
        )}
        <div className="checkbox-field admin-enabled">
          <input id={enabledId} name="enabled" type="checkbox" checked={values.enabled} onChange={(e) => setter('enabled')(e.target.checked)} disabled={busy} />
          <label htmlFor={enabledId}>{t('admin.webhookModal.enabled')}</label>
        </div>
        {form.error && (
          <div className="error-box" role="alert">
            <ErrorWithDetail sentence={form.error} detail={failure ? detailOf(failure) : null} />
          </div>
        )}
        <div className="dialog-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t('admin.webhookModal.saving') : editing ? t('admin.webhookModal.update') : t('admin.webhookModal.create')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
