import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export interface ReasonDialogProps {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Featuring may go without a reason; every other action needs one. */
  optional?: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks an admin why they act: the reason goes to the audit log (and to the user, for some). */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  danger,
  optional,
  busy,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!optional && !reason.trim()) {
      setError('Reason is required');
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog title={title} description={description} onClose={onCancel} busy={busy}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field id={id} label={optional ? 'Reason (optional)' : 'Reason'} error={error}>
          <Textarea
            data-autofocus
            value={reason}
            maxLength={500}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
            {...fieldAria(id, error)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
