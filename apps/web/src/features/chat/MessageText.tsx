import { useMemo } from 'react';
import { useT } from '../../i18n/index.js';
import { linkify } from './linkify.js';

/**
 * A message's text as React text nodes, never as HTML: a pasted `<img onerror=…>` is shown, not
 * run. In Vi's replies, http(s) URLs and /crisis-resources become links that open in a new tab.
 */
export function MessageText({ text, links }: { text: string; links: boolean }) {
  const { t } = useT();
  const segments = useMemo(() => (links ? linkify(text) : [{ kind: 'text' as const, text }]), [text, links]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
            <span className="sr-only"> {t('common.opensInNewTab')}</span>
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
