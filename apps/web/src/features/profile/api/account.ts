import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

interface MessageResponse {
  message?: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export const changePassword = (input: ChangePasswordInput) =>
  api<MessageResponse>('/auth/change-password', { method: 'POST', body: input });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

export const resendVerification = () =>
  api<MessageResponse>('/auth/resend-verification', { method: 'POST' });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
