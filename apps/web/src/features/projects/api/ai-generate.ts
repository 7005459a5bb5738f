import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface AiGenerateInput {
  projectName: string;
  description: string;
}

/**
 * Spec §7 POST /projects/ai-generate response. The endpoint arrives with a later issue; until
 * its schema is in packages/shared this mirrors the spec's shape.
 */
export interface AiGenerateResponse {
  description: string;
  tags: string[];
  freeRepositoryUrl: string;
  paidRepositoryUrl: string;
  features: { freeFeatures: string[]; paidFeatures: string[] };
}

export const aiGenerateProject = (input: AiGenerateInput) =>
  api<AiGenerateResponse>('/projects/ai-generate', { method: 'POST', body: input });

export const useAiGenerateProject = () => useMutation({ mutationFn: aiGenerateProject });
