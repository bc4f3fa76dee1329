import type { User } from '@vi/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { API_BASE, apiRequest, currentAccessToken, toApiError } from '../../lib/api.js';
import { accountFailure } from '../account/account-errors.js';
import { ErrorBox } from '../auth/form-fields.js';

/** The name used when the server names no file. */
const FALLBACK_FILENAME = 'vi-data.json';

/**
 * "Download my data": the file `GET /me/export` writes, fetched with the bearer token (as lib/api.ts
 * sends it) and saved through a blob URL. A 401 (an access token that just expired) renews the token
 * through an ordinary authenticated request, then asks once more.
 */
export async function downloadMyData(): Promise<{ blob: Blob; filename: string }> {
  const get = () =>
    fetch(`${API_BASE}/me/export`, {
      headers: { Accept: 'application/json', ...(currentAccessToken() ? { Authorization: `Bearer ${currentAccessToken()}` } : {}) },
      credentials: 'include',
    });
  let response = await get();
  if (response.status === 401) {
    await apiRequest<User>('/me', { auth: true });
    response = await get();
  }
  if (!response.ok) throw await toApiError(response);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? FALLBACK_FILENAME };
}

/** A file handed to the browser to save under its name. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next turn; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The account settings' row for "Download my data". */
export function DownloadMyData() {
  const { t } = useT('app');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await downloadMyData();
      save(blob, filename);
    } catch (failure) {
      console.warn('Downloading my data failed', failure);
      setError(accountFailure(failure) === 'rate_limited' ? t('dashboard.export.tooMany') : t('dashboard.export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="settings-item">
      <div className="settings-item-row">
        <div>
          <h3>{t('dashboard.export.title')}</h3>
          <p className="muted">{t('dashboard.export.text')}</p>
        </div>
        <button type="button" className="button button-outline button-small" onClick={() => void download()} disabled={busy}>
          {busy ? t('dashboard.export.preparing') : t('dashboard.export.download')}
        </button>
      </div>
      <ErrorBox message={error} />
    </li>
  );
}
