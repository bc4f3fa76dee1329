import type { ReactNode } from 'react';
import { Modal } from './Modal.js';

export interface ConfirmDialogProps {
  title: string;
  /** The question; it also describes the dialog. */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `busy`. */
  busyLabel: string;
  cancelLabel: string;
  closeLabel: string;
  busy: boolean;
  /** Why the last confirm failed, shown in the dialog (as text). */
  error?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "Are you sure…?" on the app's one modal: a destructive confirm and Cancel, Cancel focused first
 * so Enter never destroys by accident. It stays open while busy (and cannot be dismissed then).
 */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, cancelLabel, closeLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      description={message}
      closeLabel={closeLabel}
      onClose={busy ? () => {} : onCancel}
      dismissible={!busy}
      className="confirm-dialog"
      initialFocus="[data-cancel]"
    >
      {error && (
        <div className="error-box confirm-dialog-error" role="alert">
          {error}
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={busy} data-cancel="">
          {cancelLabel}
        </button>
      </div>
    </Modal>
  );
}
