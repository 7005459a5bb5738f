import { type NewsletterSubscribeInput } from '@codebazaar/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/newsletter/subscribe {email}: answers with a confirmation message. */
export const subscribeNewsletter = (input: NewsletterSubscribeInput) =>
  api<{ message: string }>('/newsletter/subscribe', { method: 'POST', body: input });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
