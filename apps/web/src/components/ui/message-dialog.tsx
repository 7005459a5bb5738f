import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** The one text the dialog asks for, under the request field's own name. */
type MessageValues<Name extends string> = Partial<Record<Name, string | null>>;

export interface MessageDialogProps<Name extends string> {
  title: ReactNode;
  description?: ReactNode;
  label: string;
  confirmLabel: string;
  /**
   * The request's schema (from `@codebazaar/shared`): it checks the text and answers what is
   * sent (trimmed). Its message for an empty text is what the field shows.
   */
  schema: z.ZodType<MessageValues<Name>, MessageValues<Name>>;
  /** The field of the request the text fills (`reason`, `message`). */
  name: Name;
  danger?: boolean;
  busy: boolean;
  /** The server's refusal, shown under the field. */
  error: string | null;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}

/** A dialog that asks for a short text (a refund reason, an answer to the buyer) and confirms. */
export function MessageDialog<Name extends string>(props: MessageDialogProps<Name>) {
  const { schema, name } = props;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MessageValues<string>, unknown, MessageValues<string>>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: '' },
  });
  const error = errors[name]?.message ?? props.error ?? undefined;
  const submit = handleSubmit((values) => props.onConfirm(values[name] ?? ''));
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
            maxLength={2000}
            autoFocus
            {...register(name)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={props.danger ? 'danger' : 'primary'}
            loading={props.busy || isSubmitting}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
