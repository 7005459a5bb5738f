import type { ReactNode } from 'react';

import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete this draft?". */
  title: ReactNode;
  /** What happens if the user confirms. */
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the red button. */
  danger?: boolean;
  /** While the confirmed action runs: the buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and a click on the backdrop. */
  onCancel: () => void;
}

/**
 * The app's one way to ask "are you sure?": a modal with Cancel (focused first, so Enter
 * never destroys anything by accident) and the confirming action.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} busy={busy}>
      <div className="space-y-5 text-sm text-slate-700">
        {message && <p>{message}</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
