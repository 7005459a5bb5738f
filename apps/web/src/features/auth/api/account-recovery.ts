import { useMutation, queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/query-keys';

interface MessageResponse {
  message?: string;
}

export const forgotPassword = (email: string) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const resetPassword = (input: { token: string; password: string }) =>
  api<MessageResponse>('/auth/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/**
 * Verification tokens are single-use, so the call is a query keyed by the token: it runs
 * once even when the page mounts twice, and is never retried.
 */
export const getVerifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => api<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token } }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
