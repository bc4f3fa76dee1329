import { useEffect, useId, useRef, useState } from 'react';
import { useT, type MessageKey } from '../../i18n/index.js';
import { CheckIcon } from '../../lib/icons.js';
import { COPIED_MS, filterKey, PROMPT_FILTERS, promptsFor, type PromptFilter, type VoicePrompt } from './prompts.js';

/** Copies a prompt's text; rejects when the browser will not (no clipboard, permission refused). */
function copyText(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return Promise.reject(new Error('No clipboard here'));
  return navigator.clipboard.writeText(text);
}

/**
 * "Things Vi Can Help With": the filters (toggle buttons) and the twelve prompts. A press on a
 * prompt copies its text and shows "Copied!" on it for two seconds (spec section 9).
 */
export function VoicePrompts() {
  const { t } = useT('app');
  const titleId = useId();
  const [filter, setFilter] = useState<PromptFilter>('all');
  const [copied, setCopied] = useState<{ id: string; ok: boolean } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (id: string, ok: boolean) => {
    window.clearTimeout(timer.current);
    setCopied({ id, ok });
    timer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
  };

  const copy = (prompt: VoicePrompt) => {
    copyText(t(prompt.key as MessageKey<'app'>)).then(
      () => show(prompt.id, true),
      (cause: unknown) => {
        console.warn('voice: copying a prompt failed', cause);
        show(prompt.id, false);
      },
    );
  };

  const prompts = promptsFor(filter);
  return (
    <section className="card voice-prompts" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('voice.prompts.title')}</h2>
      <p className="muted voice-prompts-hint">{t('voice.page.prompts.hint')}</p>

      <div className="voice-filters" role="group" aria-label={t('voice.page.prompts.filterLabel')}>
        {PROMPT_FILTERS.map((item) => (
          <button key={item} type="button" className="voice-filter" aria-pressed={filter === item} onClick={() => setFilter(item)}>
            {t(filterKey(item))}
          </button>
        ))}
      </div>

      <ul className="voice-prompt-list">
        {prompts.map((prompt) => {
          const state = copied?.id === prompt.id ? copied : null;
          return (
            <li key={prompt.id}>
              <button type="button" className="voice-prompt" data-copied={state?.ok ? 'true' : undefined} onClick={() => copy(prompt)}>
                <span className="voice-prompt-text">{t(prompt.key as MessageKey<'app'>)}</span>
                <span className="voice-prompt-category">{t(filterKey(prompt.category))}</span>
                {state?.ok && (
                  <span className="voice-prompt-copied" aria-hidden="true">
                    <CheckIcon />
                    {t('voice.prompts.copied')}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {/* One polite announcement per copy, outside the buttons (their names stay the prompt's text). */}
      <p className="sr-only" aria-live="polite">
        {copied ? t(copied.ok ? 'voice.prompts.copied' : 'voice.page.prompts.copyFailed') : ''}
      </p>
      {copied && !copied.ok && <p className="voice-copy-failed">{t('voice.page.prompts.copyFailed')}</p>}
    </section>
  );
}
