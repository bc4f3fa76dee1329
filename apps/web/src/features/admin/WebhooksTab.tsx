import type { WebhookConfig } from '@vi/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { ConfirmDialog } from '../../lib/ui/ConfirmDialog.js';
import { deleteWebhook, fetchWebhookLogs, fetchWebhooks, revealWebhookSecret, rotateWebhookSecret, testWebhook } from './admin-api.js';
import { truncateEndpoint } from './admin-format.js';
import { ErrorWithDetail, FailureBox, StatusLine, useServerDetail } from './AdminNotices.js';
import { formatDateTime } from './format-date.js';
import { useRemote } from './use-remote.js';
import { WebhookActivity } from './WebhookActivity.js';
import { WebhookModal } from './WebhookModal.js';

/** How the last test of a configuration went: the receiver's answer, or the request's own failure. */
type TestOutcome = { kind: 'success' | 'failure'; detail: string } | { kind: 'error'; error: unknown };

/** A secret shown in full on one card: revealed on request, or just made by a rotation (shown this once). */
type ShownSecret = { kind: 'revealed' | 'rotated'; secret: string | null };

/**
 * The outbound webhooks (by type), each with its endpoint, masked secret (`whsec_…` and its last 4
 * characters) and state, and Test; a super admin also reveals and rotates the secret, edits and
 * deletes (the server refuses plain admins, and records each in the audit log). Then the recent
 * activity. A test reloads the activity, since it adds to it.
 */
export function WebhooksTab({ superAdmin }: { superAdmin: boolean }) {
  const { t, language } = useT('admin');
  const detailOf = useServerDetail();
  const configs = useRemote(fetchWebhooks, 'the webhook configurations');
  const logs = useRemote(fetchWebhookLogs, 'the webhook activity');
  const [shownSecrets, setShownSecrets] = useState<Readonly<Record<string, ShownSecret>>>({});
  const [revealing, setRevealing] = useState<{ id: string; error: unknown } | null>(null);
  const [rotating, setRotating] = useState<{ config: WebhookConfig; busy: boolean; error: unknown } | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, TestOutcome>>>({});
  const [editing, setEditing] = useState<{ config: WebhookConfig | null } | null>(null);
  const [deleting, setDeleting] = useState<{ config: WebhookConfig; busy: boolean; error: unknown } | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const hideSecret = (id: string) =>
    setShownSecrets((current) => {
      const next = { ...current };
      delete next[id];
      return next;
    });

  /** Asks the server for the secret each time (it records every reveal); hiding forgets it. */
  const onReveal = async (config: WebhookConfig) => {
    setRevealing({ id: config.id, error: null });
    try {
      const { secretKey } = await revealWebhookSecret(config.id);
      setShownSecrets((current) => ({ ...current, [config.id]: { kind: 'revealed', secret: secretKey } }));
      setRevealing(null);
    } catch (error) {
      console.warn('Revealing the webhook secret failed', error);
      setRevealing({ id: config.id, error });
    }
  };

  const onRotate = async () => {
    if (!rotating) return;
    setRotating({ ...rotating, busy: true, error: null });
    try {
      const rotated = await rotateWebhookSecret(rotating.config.id);
      setShownSecrets((current) => ({ ...current, [rotated.id]: { kind: 'rotated', secret: rotated.secretKey } }));
      setRotating(null);
      setStatus(t('admin.webhooks.rotated'));
      configs.reload();
    } catch (error) {
      console.warn('Rotating the webhook secret failed', error);
      setRotating({ ...rotating, busy: false, error });
    }
  };

  const onTest = async (config: WebhookConfig) => {
    setTesting(config.id);
    let outcome: TestOutcome;
    try {
      const result = await testWebhook(config.id);
      outcome = { kind: result.success ? 'success' : 'failure', detail: result.detail };
    } catch (error) {
      console.warn('Testing the webhook failed', error);
      outcome = { kind: 'error', error };
    }
    setOutcomes((current) => ({ ...current, [config.id]: outcome }));
    setTesting(null);
    logs.reload();
  };

  const onDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true, error: null });
    try {
      await deleteWebhook(deleting.config.id);
      setDeleting(null);
      setStatus(t('admin.webhooks.deleted'));
      configs.reload();
    } catch (error) {
      console.warn('Deleting the webhook failed', error);
      setDeleting({ ...deleting, busy: false, error });
    }
  };

  const result = configs.result;
  const items = result.status === 'ready' ? result.data.items : [];

  return (
    <div className="admin-tab">
      <div className="admin-tab-head">
        <div>
          <h2 className="admin-section-title">{t('admin.webhooks.title')}</h2>
          <p className="muted admin-tab-intro">{t('admin.webhooks.intro')}</p>
        </div>
        {superAdmin && (
          <button type="button" className="button button-primary button-small" onClick={() => setEditing({ config: null })}>
            {t('admin.webhooks.add')}
          </button>
        )}
      </div>
      {!superAdmin && <p className="muted small admin-webhooks-note">{t('admin.webhooks.superAdminsOnly')}</p>}

      <StatusLine message={status} />

      {result.status === 'loading' && (
        <p className="muted admin-loading" role="status">
          <span className="spinner spinner-small" aria-hidden="true" /> {t('admin.webhooks.loading')}
        </p>
      )}
      {result.status === 'failed' && <FailureBox sentence={t('admin.webhooks.failed')} error={result.error} onRetry={configs.reload} />}
      {result.status === 'ready' && items.length === 0 && <p className="admin-empty">{t('admin.webhooks.empty')}</p>}
      {items.length > 0 && (
        <ul className="admin-webhooks">
          {items.map((config) => {
            const titleId = `webhook-${config.id}`;
            const outcome = outcomes[config.id];
            const shown = shownSecrets[config.id];
            const revealFailed = revealing?.id === config.id && revealing.error ? revealing.error : null;
            return (
              <li key={config.id} className="card admin-webhook" aria-labelledby={titleId}>
                <div className="admin-webhook-head">
                  <div>
                    <h3 id={titleId} className="admin-webhook-type">
                      {t(`admin.webhooks.type.${config.webhookType}`)}
                    </h3>
                    <p className="muted admin-webhook-description">{t(`admin.webhooks.description.${config.webhookType}`)}</p>
                  </div>
                  <span className={`admin-badge ${config.enabled ? 'admin-badge-on' : 'admin-badge-off'}`}>
                    {config.enabled ? t('admin.webhooks.enabled') : t('admin.webhooks.disabled')}
                  </span>
                </div>
                <dl className="admin-webhook-details">
                  <div>
                    <dt>{t('admin.webhooks.endpoint')}</dt>
                    <dd className="admin-endpoint" title={config.endpointUrl}>
                      {truncateEndpoint(config.endpointUrl)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('admin.webhooks.secret')}</dt>
                    <dd className="admin-secret">
                      {config.secretHint ? (
                        <>
                          <code className="admin-code admin-secret-value">{shown?.kind === 'revealed' && shown.secret ? shown.secret : config.secretHint}</code>
                          {superAdmin && (
                            <button
                              type="button"
                              className="link-button admin-secret-toggle"
                              aria-pressed={shown?.kind === 'revealed'}
                              disabled={revealing?.id === config.id && !revealing.error}
                              onClick={() => (shown?.kind === 'revealed' ? hideSecret(config.id) : onReveal(config))}
                            >
                              {shown?.kind === 'revealed'
                                ? t('admin.webhooks.hideSecret')
                                : revealing?.id === config.id && !revealing.error
                                  ? t('admin.webhooks.revealing')
                                  : t('admin.webhooks.showSecret')}
                            </button>
                          )}
                        </>
                      ) : (
                        <span className="muted">{t('admin.webhooks.noSecret')}</span>
                      )}
                      {config.previousSecretExpiresAt && (
                        <span className="muted small admin-secret-previous">
                          {t('admin.webhooks.previousSecret', { date: formatDateTime(config.previousSecretExpiresAt, language) })}
                        </span>
                      )}
                    </dd>
                  </div>
                </dl>
                {revealFailed !== null && (
                  <div className="error-box" role="alert">
                    <ErrorWithDetail sentence={t('admin.webhooks.revealFailed')} detail={detailOf(revealFailed)} />
                  </div>
                )}
                {shown?.kind === 'rotated' && (
                  <div className="admin-outcome admin-outcome-success admin-new-secret">
                    <p className="admin-failure-sentence">{t('admin.webhooks.newSecret')}</p>
                    <code className="admin-code admin-secret-value">{shown.secret}</code>
                    <button type="button" className="button button-outline button-small" onClick={() => hideSecret(config.id)}>
                      {t('admin.webhooks.newSecretDone')}
                    </button>
                  </div>
                )}
                <p className="muted small admin-webhook-changed">{t('admin.webhooks.changed', { date: formatDateTime(config.updatedAt, language) })}</p>
                <div className="admin-webhook-actions">
                  <button type="button" className="button button-outline button-small" onClick={() => onTest(config)} disabled={testing !== null}>
                    {testing === config.id ? t('admin.webhooks.testing') : t('admin.webhooks.test')}
                  </button>
                  {superAdmin && (
                    <>
                      <button type="button" className="button button-outline button-small" onClick={() => setEditing({ config })}>
                        {t('admin.webhooks.edit')}
                      </button>
                      <button type="button" className="button button-outline button-small" onClick={() => setRotating({ config, busy: false, error: null })}>
                        {config.secretHint ? t('admin.webhooks.rotate') : t('admin.webhooks.addSecret')}
                      </button>
                      <button
                        type="button"
                        className="button button-ghost button-small admin-danger-action"
                        onClick={() => setDeleting({ config, busy: false, error: null })}
                      >
                        {t('admin.webhooks.delete')}
                      </button>
                    </>
                  )}
                </div>
                <div className="admin-webhook-outcome" role="status">
                  {outcome?.kind === 'success' && (
                    <div className="admin-outcome admin-outcome-success">
                      <p className="admin-failure-sentence">{t('admin.webhooks.testSuccess')}</p>
                      {outcome.detail && <p className="admin-failure-detail">{outcome.detail}</p>}
                    </div>
                  )}
                  {outcome?.kind === 'failure' && (
                    <div className="error-box">
                      <ErrorWithDetail sentence={t('admin.webhooks.testFailure')} detail={outcome.detail || null} />
                    </div>
                  )}
                  {outcome?.kind === 'error' && (
                    <div className="error-box">
                      <ErrorWithDetail sentence={t('admin.webhooks.testError')} detail={detailOf(outcome.error)} />
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <WebhookActivity result={logs.result} reload={logs.reload} />

      {editing && (
        <WebhookModal
          config={editing.config}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setStatus(t('admin.webhooks.saved'));
            configs.reload();
          }}
        />
      )}
      {rotating && (
        <ConfirmDialog
          title={rotating.config.secretHint ? t('admin.webhooks.rotateTitle') : t('admin.webhooks.addSecretTitle')}
          message={
            <>
              {rotating.config.secretHint ? t('admin.webhooks.rotateConfirm') : t('admin.webhooks.addSecretConfirm')}
              <span className="confirm-subject">
                {t(`admin.webhooks.type.${rotating.config.webhookType}`)}: {truncateEndpoint(rotating.config.endpointUrl)}
              </span>
            </>
          }
          confirmLabel={rotating.config.secretHint ? t('admin.webhooks.rotate') : t('admin.webhooks.addSecret')}
          busyLabel={t('admin.webhooks.rotating')}
          cancelLabel={t('admin.cancel')}
          closeLabel={t('admin.close')}
          busy={rotating.busy}
          error={rotating.error ? <ErrorWithDetail sentence={t('admin.webhooks.rotateFailed')} detail={detailOf(rotating.error)} /> : null}
          onConfirm={onRotate}
          onCancel={() => setRotating(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('admin.webhooks.deleteTitle')}
          message={
            <>
              {t('admin.webhooks.deleteConfirm')}
              <span className="confirm-subject">
                {t(`admin.webhooks.type.${deleting.config.webhookType}`)}: {truncateEndpoint(deleting.config.endpointUrl)}
              </span>
            </>
          }
          confirmLabel={t('admin.webhooks.delete')}
          busyLabel={t('admin.webhooks.deleting')}
          cancelLabel={t('admin.cancel')}
          closeLabel={t('admin.close')}
          busy={deleting.busy}
          error={deleting.error ? <ErrorWithDetail sentence={t('admin.webhooks.deleteFailed')} detail={detailOf(deleting.error)} /> : null}
          onConfirm={onDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
