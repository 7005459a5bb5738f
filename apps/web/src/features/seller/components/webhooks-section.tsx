import {
  createWebhookInputSchema,
  type CreateWebhookInput,
  type Webhook,
  type WebhookDelivery,
} from '@codebazaar/shared';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { Webhook as WebhookIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';

import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliverWebhook,
  useRotateWebhookSecret,
  useSendTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';
import { CodeChoices } from './code-choices';
import { SecretShownOnce } from './secret-shown-once';

/** A secret to show once: after creating an endpoint or rotating its secret. */
interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

/** What the URL field says outside production, where loopback addresses are accepted. */
export const LOOPBACK_HINT =
  'On this server (not production) you can send to http://127.0.0.1 or localhost to try webhooks.';

function CreateWebhookForm({
  onCreated,
  loopbackAllowed,
}: {
  onCreated: (s: ShownSecret) => void;
  loopbackAllowed: boolean;
}) {
  const id = useId();
  const create = useCreateWebhook();
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof createWebhookInputSchema>, unknown, CreateWebhookInput>({
    resolver: zodResolver(createWebhookInputSchema),
    defaultValues: { url: '', description: '', events: ['license.created'] },
  });
  const [url, events] = useWatch({ control, name: ['url', 'events'] });
  const submit = handleSubmit(async ({ description, ...input }) => {
    const made = await create
      .mutateAsync({ ...input, ...(description ? { description } : {}) })
      .catch(() => null);
    if (!made) return;
    reset({ url: '', description: '', events: getValues('events') });
    onCreated({ url: made.url, secret: made.secret, rotated: false });
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label="Add a webhook"
    >
      {create.isError && (
        <Alert variant="error">{errorMessage(create.error, 'Failed to add the webhook')}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-url`}
          label="Endpoint URL"
          hint={loopbackAllowed ? LOOPBACK_HINT : undefined}
          error={errors.url?.message}
        >
          <Input
            {...fieldAria(`${id}-url`, errors.url?.message, loopbackAllowed)}
            type="url"
            inputMode="url"
            maxLength={2000}
            placeholder="https://example.com/webhooks/codebazaar"
            {...register('url')}
          />
        </Field>
        <Field
          id={`${id}-description`}
          label="Description (optional)"
          error={errors.description?.message}
        >
          <Input
            {...fieldAria(`${id}-description`, errors.description?.message)}
            maxLength={200}
            placeholder="e.g. Order sync"
            {...register('description')}
          />
        </Field>
      </div>
      <Controller
        control={control}
        name="events"
        render={({ field, fieldState }) => (
          <CodeChoices
            legend="Events"
            options={WEBHOOK_EVENTS}
            hints={WEBHOOK_EVENT_LABELS}
            selected={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            errorId={`${id}-events-error`}
          />
        )}
      />
      <Button type="submit" loading={isSubmitting} disabled={!url.trim() || events.length === 0}>
        Add webhook
      </Button>
    </form>
  );
}

const STATUS: Record<WebhookDelivery['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  succeeded: { label: 'Delivered', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
};

const when = (iso: string) => formatDateTime(iso);

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const redeliver = useRedeliverWebhook();
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) {
    return (
      <Alert variant="error">
        {errorMessage(deliveries.error, 'Failed to load the deliveries')}
      </Alert>
    );
  }
  if (deliveries.data.deliveries.length === 0) {
    return (
      <p className="text-sm text-slate-500">No deliveries yet. Send a test event to try it.</p>
    );
  }
  return (
    <ul
      aria-label="Deliveries"
      className="divide-y divide-slate-100 rounded-md border border-slate-200"
    >
      {deliveries.data.deliveries.map((d) => (
        <li key={d.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <code className="text-xs font-semibold text-slate-900">{d.eventType}</code>
              <Badge variant={STATUS[d.status].variant}>{STATUS[d.status].label}</Badge>
            </p>
            <p className="text-xs text-slate-600">
              {d.responseStatus !== null ? `Response ${d.responseStatus}` : 'No response'}
              {d.durationMs !== null ? ` · ${d.durationMs} ms` : ''} · Attempt{' '}
              {Math.max(d.attempts, 1)}
              {' · '}
              {when(d.lastAttemptAt ?? d.createdAt)}
              {d.nextAttemptAt ? ` · Next try ${when(d.nextAttemptAt)}` : ''}
            </p>
            {d.error && <p className="text-xs break-words text-red-700">{d.error}</p>}
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!webhook.enabled}
            loading={redeliver.isPending && redeliver.variables?.deliveryId === d.id}
            onClick={() =>
              redeliver.mutate(
                { id: webhook.id, deliveryId: d.id },
                {
                  onSuccess: () => toast.success('Redelivery queued'),
                  onError: (err) => toast.error(errorMessage(err, 'Failed to redeliver')),
                },
              )
            }
          >
            Redeliver
          </Button>
        </li>
      ))}
    </ul>
  );
}

function WebhookItem({
  webhook,
  onDelete,
  onRotate,
}: {
  webhook: Webhook;
  onDelete: (w: Webhook) => void;
  onRotate: (w: Webhook) => void;
}) {
  const logId = useId();
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhook();
  const test = useSendTestWebhook();
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-slate-900">{webhook.url}</span>
            {webhook.enabled ? (
              <Badge variant="success">Active</Badge>
            ) : (
              <Badge variant="warning">Switched off</Badge>
            )}
          </p>
          {webhook.description && <p className="text-sm text-slate-600">{webhook.description}</p>}
          {webhook.disabledReason && (
            <p className="text-sm text-amber-800">{webhook.disabledReason}</p>
          )}
          <div className="flex flex-wrap gap-1">
            {webhook.events.map((e) => (
              <Badge key={e}>{e}</Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={!webhook.enabled}
            loading={test.isPending}
            onClick={() =>
              test.mutate(webhook.id, {
                // The log opens and shows the delivery as it goes.
                onSuccess: () => setOpen(true),
                onError: (err) => toast.error(errorMessage(err, 'Failed to send the test event')),
              })
            }
          >
            Send test event
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { id: webhook.id, enabled: !webhook.enabled },
                {
                  onSuccess: (w) =>
                    toast.success(w.enabled ? 'Webhook switched on' : 'Webhook switched off'),
                  onError: (err) => toast.error(errorMessage(err, 'Failed to change the webhook')),
                },
              )
            }
          >
            {webhook.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRotate(webhook)}>
            Rotate secret
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDelete(webhook)}>
            Delete
          </Button>
        </div>
      </div>
      <div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        {open && (
          <div id={logId} className="mt-2">
            <DeliveryLog webhook={webhook} />
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * Webhooks of the seller API: add an endpoint (its signing secret shown once), pick events,
 * switch on and off, rotate the secret, delete, send a test event, read the delivery log and
 * redeliver.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [doomed, setDoomed] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);

  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WebhookIcon className="size-5 text-slate-500" aria-hidden />
          Webhooks
        </CardTitle>
        <p className="text-sm text-slate-600">
          Codebazaar sends signed events about your projects to your URL: sales, refunds, disputes,
          repository access, reviews and publications.{' '}
          <Link to={paths.webhookDocs} className="text-indigo-700 underline hover:text-indigo-900">
            How to verify them
          </Link>
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {shown && (
          <SecretShownOnce
            title={shown.rotated ? 'New signing secret' : 'Webhook added'}
            label="Signing secret"
            noun="secret"
            value={shown.secret}
          >
            The signing secret of <span className="break-all">{shown.url}</span>. Copy it now: it
            will not be shown again.
          </SecretShownOnce>
        )}
        <CreateWebhookForm
          onCreated={setShown}
          loopbackAllowed={webhooks.data?.loopbackAllowed ?? false}
        />
        {webhooks.isPending ? (
          <Spinner />
        ) : webhooks.isError ? (
          <Alert variant="error">
            {errorMessage(webhooks.error, 'Failed to load your webhooks')}
          </Alert>
        ) : webhooks.data.webhooks.length === 0 ? (
          <p className="text-sm text-slate-500">No webhooks yet.</p>
        ) : (
          <ul
            aria-label="Your webhooks"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {webhooks.data.webhooks.map((w) => (
              <WebhookItem key={w.id} webhook={w} onDelete={setDoomed} onRotate={setRotating} />
            ))}
          </ul>
        )}
      </CardContent>
      {doomed && (
        <ConfirmDialog
          title="Delete this webhook?"
          message={
            <>
              Events stop going to <span className="break-all">{doomed.url}</span>, and its delivery
              log is deleted.
            </>
          }
          confirmLabel="Delete webhook"
          danger
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(doomed.id, {
              onSuccess: () => toast.success('Webhook deleted'),
              onError: (err) => toast.error(errorMessage(err, 'Failed to delete the webhook')),
              onSettled: () => setDoomed(null),
            })
          }
          onCancel={() => setDoomed(null)}
        />
      )}
      {rotating && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          message="The current secret stops working at once: update your receiver with the new one."
          confirmLabel="Rotate secret"
          busy={rotate.isPending}
          onConfirm={() =>
            rotate.mutate(rotating.id, {
              onSuccess: (w) => setShown({ url: w.url, secret: w.secret, rotated: true }),
              onError: (err) => toast.error(errorMessage(err, 'Failed to rotate the secret')),
              onSettled: () => setRotating(null),
            })
          }
          onCancel={() => setRotating(null)}
        />
      )}
    </Card>
  );
}
