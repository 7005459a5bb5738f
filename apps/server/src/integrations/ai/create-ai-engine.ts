import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config';
import type { AiEngine } from './ai-engine';
import { createBuiltinEngine } from './builtin-engine';
import { createOpenAiEngine } from './openai-engine';

/** The built-in engine, or the OpenAI-compatible one (falling back to it) when AI_API_KEY is set. */
export function createAiEngine(
  config: Pick<Config, 'AI_API_KEY' | 'AI_BASE_URL' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): AiEngine {
  const builtin = createBuiltinEngine();
  if (!config.AI_API_KEY) return builtin;
  return createOpenAiEngine({
    apiKey: config.AI_API_KEY,
    baseURL: config.AI_BASE_URL,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    fallback: builtin,
    log,
  });
}
