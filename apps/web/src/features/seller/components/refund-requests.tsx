import { refundDecisionInputSchema, type RefundRequest } from '@codebazaar/shared';
import { formatUsd, REFUND_MESSAGES } from '@codebazaar/shared/rules';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Check, RefreshCw, X } from '@/components/ui/icons';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useAnswerRefund, useRefundRequests } from '../api/refunds';

/** A decline says why: the same request, with the message the server requires of a decline. */
const declineInputSchema = refundDecisionInputSchema.refine((v) => Boolean(v.message?.trim()), {
  message: REFUND_MESSAGES.messageRequired,
  path: ['message'],
});

const STATUS = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Refunded', variant: 'success' },
  declined: { label: 'Declined', variant: 'neutral' },
} as const;

/**
 * Buyers' refund requests on the seller's projects (docs/product-rules.md#refunds): approve
 * (the payment is refunded and the license ends) or decline with a message.
 */
export function RefundRequests() {
  const requests = useRefundRequests();
  const answer = useAnswerRefund();
  const [answering, setAnswering] = useState<{
    request: RefundRequest;
    action: 'approve' | 'decline';
  } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (requests.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading refund requests" />
      </div>
    );
  }
  if (requests.isError) {
    return (
      <Alert
        variant="error"
        title={errorMessage(requests.error, 'Failed to load refund requests')}
        action={
          <Button
            variant="outline"
            size="sm"
            icon={<RefreshCw className="size-4" aria-hidden />}
            onClick={() => void requests.refetch()}
          >
            Try again
          </Button>
        }
      />
    );
  }
  const list = requests.data.refundRequests;
  if (list.length === 0) return null;

  return (
    <Card role="region" aria-labelledby="refund-requests-title">
      <CardHeader>
        <CardTitle id="refund-requests-title">Refund requests</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 px-4 py-3 text-sm sm:flex-row">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{r.project.title}</span>
                  <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
                </p>
                <p className="text-xs text-slate-500">
                  {r.buyer.username} · paid {formatUsd(r.total)} on {formatDate(r.purchaseDate)} ·
                  asked {formatDate(r.createdAt)}
                </p>
                <p className="text-slate-700">“{r.reason}”</p>
                {r.message && <p className="text-xs text-slate-500">Your answer: {r.message}</p>}
              </div>
              {r.status === 'pending' && (
                <div className="flex shrink-0 gap-2 self-start">
                  <Button
                    size="sm"
                    icon={<Check className="size-4" aria-hidden />}
                    onClick={() => setAnswering({ request: r, action: 'approve' })}
                    aria-label={`Approve the refund of ${r.project.title} for ${r.buyer.username}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    icon={<X className="size-4" aria-hidden />}
                    onClick={() => setAnswering({ request: r, action: 'decline' })}
                    aria-label={`Decline the refund of ${r.project.title} for ${r.buyer.username}`}
                  >
                    Decline
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      {answering && (
        <MessageDialog
          title={
            answering.action === 'approve'
              ? `Refund ${formatUsd(answering.request.total)} to ${answering.request.buyer.username}?`
              : 'Decline this refund request?'
          }
          description={
            answering.action === 'approve'
              ? 'The payment is refunded and the buyer loses access to the project.'
              : 'The buyer keeps the license and reads your message.'
          }
          label={
            answering.action === 'approve'
              ? 'Message to the buyer (optional)'
              : 'Message to the buyer'
          }
          schema={answering.action === 'decline' ? declineInputSchema : refundDecisionInputSchema}
          name="message"
          confirmLabel={answering.action === 'approve' ? 'Refund' : 'Decline request'}
          danger={answering.action === 'approve'}
          busy={answer.isPending}
          error={error}
          onCancel={() => {
            setAnswering(null);
            setError(null);
          }}
          onConfirm={(message) =>
            answer.mutate(
              { id: answering.request.id, action: answering.action, message },
              {
                onSuccess: (res) => {
                  notify('success', res.message);
                  setAnswering(null);
                  setError(null);
                },
                onError: (err) => setError(errorMessage(err, 'Failed to answer the request')),
              },
            )
          }
        />
      )}
    </Card>
  );
}
