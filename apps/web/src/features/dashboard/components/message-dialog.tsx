import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export interface MessageDialogProps {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  confirmLabel: string;
  /** An empty message is refused with this text; optional when not given. */
  requiredMessage?: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}

/** A dialog that asks for a short text (a refund reason, an answer to the buyer) and confirms. */
export function MessageDialog(props: MessageDialogProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const error = missing ? props.requiredMessage : (props.error ?? undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (props.requiredMessage && !text.trim()) return setMissing(true);
    props.onConfirm(text.trim());
  };
  return (
    <Dialog
      title={props.title}
      description={props.description}
      onClose={props.onCancel}
      busy={props.busy}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field id="message-dialog-text" label={props.label} error={error}>
          <Textarea
            {...fieldAria('message-dialog-text', error)}
            rows={4}
            value={text}
            maxLength={2000}
            onChange={(e) => {
              setText(e.target.value);
              setMissing(false);
            }}
            autoFocus
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button type="submit" variant={props.danger ? 'danger' : 'primary'} loading={props.busy}>
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
