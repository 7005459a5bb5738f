import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookWithSecret,
} from '@codebazaar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { webhookKeys } from './keys';

/** GET /api/seller/webhooks: the seller's endpoints (never their secrets). */
export const getWebhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api<WebhookList>('/seller/webhooks', { signal }),
  });

export const useWebhooks = () => useQuery(getWebhooksQueryOptions());

/** GET /api/seller/webhooks/{id}/deliveries: the latest deliveries, newest first. */
export const getWebhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) =>
      api<WebhookDeliveryList>(`/seller/webhooks/${id}/deliveries`, { signal }),
  });

/** The delivery log; while a delivery waits to be sent, it is read again every few seconds. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    ...getWebhookDeliveriesQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending') ? 2_000 : false,
  });

/** POST /api/seller/webhooks: the answer carries the signing secret, shown this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) =>
      api<WebhookWithSecret>('/seller/webhooks', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** PATCH /api/seller/webhooks/{id}. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWebhookInput & { id: string }) =>
      api<Webhook>(`/seller/webhooks/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** DELETE /api/seller/webhooks/{id}. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/seller/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}

/** POST /api/seller/webhooks/{id}/rotate-secret: the new secret, shown this once. */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (id: string) =>
      api<WebhookWithSecret>(`/seller/webhooks/${id}/rotate-secret`, { method: 'POST' }),
  });
}

/** POST /api/seller/webhooks/{id}/test: queues a webhook.test event. */
export function useSendTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<WebhookDelivery>(`/seller/webhooks/${id}/test`, { method: 'POST' }),
    onSuccess: (_d, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

/** POST /api/seller/webhooks/{id}/deliveries/{deliveryId}/redeliver. */
export function useRedeliverWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      api<WebhookDelivery>(`/seller/webhooks/${id}/deliveries/${deliveryId}/redeliver`, {
        method: 'POST',
      }),
    onSuccess: (_d, { id }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
