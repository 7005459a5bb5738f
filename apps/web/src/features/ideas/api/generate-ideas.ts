import {
  generateIdeasResponseSchema,
  ideaRequestSchema,
  type Idea,
  type IdeaRequest,
} from '@codebazaar/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * POST /tools/generate-ideas (docs/product-rules.md#idea-generator). The answer is checked against
 * the shared schema, so a malformed reply counts as a failure like any other (the page then shows
 * the sample ideas).
 */
export async function generateIdeas(request: IdeaRequest): Promise<Idea[]> {
  const body = ideaRequestSchema.parse(request);
  const res = await api<unknown>('/tools/generate-ideas', { method: 'POST', body });
  return generateIdeasResponseSchema.parse(res).ideas;
}

export const useGenerateIdeas = () =>
  useMutation({ mutationKey: ['ideas', 'generate'], mutationFn: generateIdeas });
