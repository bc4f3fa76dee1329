import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';

interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class on the panel (width, layout). */
  className?: string;
  /** A line under the title. */
  subtitle?: ReactNode;
}

/**
 * A modal on the native `<dialog>`: the browser keeps focus inside it, makes the page behind
 * it inert and closes it on Escape. Mounted means open; `onClose` decides what closing does.
 */
export function Modal({ title, onClose, children, className, subtitle }: ModalProps) {
  const { t } = useT('app');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Escape: let React decide (the caller may navigate away instead of just closing).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal card${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself, outside its padding box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      <button type="button" className="dialog-close" onClick={onClose} aria-label={t('modal.close')}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {subtitle && <p className="muted dialog-subtitle">{subtitle}</p>}
      {children}
    </dialog>
  );
}
