import { Fragment } from 'react';
import { useT } from '../../i18n/index.js';
import { serverMessage } from './admin-api.js';
import { knownServerSentence } from './admin-format.js';

/** The server's sentence for a failure in the reader's language when it is one we know, else as it came (text, never HTML). */
export function useServerDetail(): (error: unknown) => string | null {
  const { t } = useT('admin');
  return (error) => {
    const message = serverMessage(error);
    if (!message) return null;
    const known = knownServerSentence(message);
    return known ? t(`admin.server.${known}`) : message;
  };
}

/** A failure: the spec's sentence ("Failed to fetch users"), the server's detail under it, and a retry when there is one. */
export function FailureBox({ sentence, error, onRetry, className }: { sentence: string; error?: unknown; onRetry?: () => void; className?: string }) {
  const { t } = useT('admin');
  const detailOf = useServerDetail();
  const detail = error === undefined ? null : detailOf(error);
  return (
    <div className={`error-box admin-failure${className ? ` ${className}` : ''}`} role="alert">
      <ErrorWithDetail sentence={sentence} detail={detail} />
      {onRetry && (
        <button type="button" className="button button-outline button-small" onClick={onRetry}>
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}

/** A quiet line that says what just happened ("… is now an admin."), announced politely. */
export function StatusLine({ message }: { message: string | null }) {
  return (
    <p className="admin-status-line" role="status">
      {message}
    </p>
  );
}

/** A failure's two lines: the sentence, then the server's detail when it says more. */
export function ErrorWithDetail({ sentence, detail }: { sentence: string; detail: string | null }) {
  return (
    <>
      <p className="admin-failure-sentence">{sentence}</p>
      {detail && detail !== sentence && <p className="admin-failure-detail">{detail}</p>}
    </>
  );
}

/**
 * An email address that may wrap only after its punctuation ("ana.lopez@" / "example.com"), not
 * in the middle of a word: text with <wbr> between the parts (never HTML from the address).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.\-_+])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
