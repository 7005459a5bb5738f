import { adminReasonInputSchema, adminReasonSchema } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

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

/** The admin's reason as the request takes it; blank is allowed where the reason is optional. */
const optionalReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), adminReasonSchema])),
});

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({
    resolver: zodResolver(optional ? optionalReasonSchema : adminReasonInputSchema),
    defaultValues: { reason: '' },
  });
  const error = errors.reason?.message;
  const submit = handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <Dialog title={title} description={description} onClose={onCancel} busy={busy}>
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <Field id={id} label={optional ? 'Reason (optional)' : 'Reason'} error={error}>
          <Textarea
            data-autofocus
            maxLength={500}
            rows={3}
            {...register('reason')}
            {...fieldAria(id, error)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            loading={busy || isSubmitting}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
