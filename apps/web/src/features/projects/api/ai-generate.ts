import type { AiGenerateInput, AiGenerateResponse } from '@codebazaar/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** POST /api/projects/ai-generate: a draft listing from the title and notes. */
export const aiGenerateProject = (input: AiGenerateInput) =>
  api<AiGenerateResponse>('/projects/ai-generate', { method: 'POST', body: input });

export const useAiGenerateProject = () => useMutation({ mutationFn: aiGenerateProject });
