import type { Report, ReportInput } from '@codebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
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
  const [reason, setReason] = useState<ReportInput['reason']>('spam');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: (input: ReportInput) => api<Report>('/reports', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.notices() }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(
      { targetType, targetId, reason, details: details.trim() },
      {
        onSuccess: () => {
          notify('success', 'Thank you. An admin will look at your report.');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      title={`Report this ${targetType}`}
      description="Admins review every report; you will be told the outcome by email and on your dashboard."
      onClose={onClose}
      busy={send.isPending}
    >
      <form onSubmit={submit} className="space-y-4">
        {send.isError && (
          <Alert variant="error">{errorMessage(send.error, 'Failed to send the report')}</Alert>
        )}
        <Field id={`${id}-reason`} label="Reason">
          <Select
            id={`${id}-reason`}
            data-autofocus
            value={reason}
            onChange={(e) => setReason(e.target.value as ReportInput['reason'])}
            options={Object.entries(REASON_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Field>
        <Field id={`${id}-details`} label="Details (optional)">
          <Textarea
            id={`${id}-details`}
            rows={4}
            maxLength={2000}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
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
