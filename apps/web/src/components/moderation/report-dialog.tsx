// A lazy chunk (report-button.tsx loads it on first use), so it may load the shared schemas:
// ESLint lets this one shell file take values from @codebazaar/shared.
import { reportInputSchema, type Report, type ReportInput } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api-client';
import { accountKeys } from '@/lib/query-keys';

const REASON_LABELS: Record<ReportInput['reason'], string> = {
  malware: 'Malware',
  'stolen-code': 'Stolen code',
  spam: 'Spam',
  misleading: 'Misleading',
  other: 'Other',
};

/** The report form, loaded only when someone opens it (pages that show "Report" stay light). */
export default function ReportDialog({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportInput['targetType'];
  targetId: string;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportInput>({
    resolver: zodResolver(reportInputSchema),
    defaultValues: { targetType, targetId, reason: 'spam', details: '' },
  });
  const send = useMutation({
    mutationFn: (input: ReportInput) => api<Report>('/reports', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.notices() }),
  });
  const submit = handleSubmit(async (input) => {
    await send
      .mutateAsync(input)
      .then(() => {
        notify('success', 'Thank you. An admin will look at your report.');
        onClose();
      })
      .catch(() => undefined);
  });
  return (
    <Dialog
      title={`Report this ${targetType}`}
      description="Admins review every report; you will be told the outcome by email and on your dashboard."
      onClose={onClose}
      busy={send.isPending}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {(errors.targetType ?? errors.targetId) && (
          <Alert variant="error">{(errors.targetType ?? errors.targetId)?.message}</Alert>
        )}
        {send.isError && (
          <Alert variant="error">{errorMessage(send.error, 'Failed to send the report')}</Alert>
        )}
        <Field id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
          <Select
            {...fieldAria(`${id}-reason`, errors.reason?.message)}
            data-autofocus
            {...register('reason')}
            options={Object.entries(REASON_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Field>
        <Field id={`${id}-details`} label="Details (optional)" error={errors.details?.message}>
          <Textarea
            {...fieldAria(`${id}-details`, errors.details?.message)}
            rows={4}
            maxLength={2000}
            {...register('details')}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={send.isPending}>
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
