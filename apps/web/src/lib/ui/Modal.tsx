import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import './modal.css';

export interface ModalProps {
  /** The heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** A line under the title; it also describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** The close button's accessible name, in the caller's language (the × shows no text). */
  closeLabel: string;
  /** Called on the close button, Escape and a press on the backdrop; unmounting the modal closes it. */
  onClose(): void;
  /** False: Escape and the backdrop do nothing, only the caller's own buttons close it. */
  dismissible?: boolean;
  /** Extra classes on the `<dialog>` panel (width, layout), after `modal card`. */
  className?: string;
  /** Inline style of the panel, for a size no class gives yet. */
  style?: CSSProperties;
  /**
   * A selector for the element to focus on open. Without it the browser focuses the first
   * focusable element (the close button).
   */
  initialFocus?: string;
  children: ReactNode;
}

/**
 * The one modal of the app, on the native `<dialog>` opened with `showModal()`: the browser keeps
 * focus inside it, makes the page behind it inert and shows its backdrop. Mounted means open; the
 * caller decides what closing does (`onClose`). Focus returns to the element that had it on open,
 * and the page behind does not scroll while it is open.
 */
export function Modal({ title, description, closeLabel, onClose, dismissible = true, className, style, initialFocus, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ onClose, dismissible, initialFocus });
  useEffect(() => {
    latest.current = { onClose, dismissible, initialFocus };
  }, [onClose, dismissible, initialFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { initialFocus: selector } = latest.current;
    if (selector) dialog.querySelector<HTMLElement>(selector)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    let mounted = true;
    // Escape: React decides (the caller may navigate away instead of just closing).
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // The browser may still close it on its own (a second Escape without a click in between).
    const onNativeClose = () => {
      if (!mounted) return;
      if (latest.current.dismissible) latest.current.onClose();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      mounted = false;
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal card ${className}` : 'modal card'}
      style={style}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onMouseDown={(event) => {
        // A press on the backdrop lands on the <dialog> itself, outside its box.
        if (!dismissible || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (inside) return;
        // No focus change from the press itself: focus goes back to the opener on close.
        event.preventDefault();
        onClose();
      }}
    >
      <button type="button" className="dialog-close" onClick={onClose} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {description && (
        <p id={descriptionId} className="muted dialog-subtitle">
          {description}
        </p>
      )}
      {children}
    </dialog>
  );
}
