import { z } from 'zod';

/**
 * The documented 200 answer of a route that sends text or bytes rather than JSON (CSV, HTML, a
 * certificate, an image, an archive): the OpenAPI document names its media type. Strings are sent as they
 * are, so the schema only documents; typed loosely so the handler may send a Buffer or answer
 * another status (a 404 page).
 */
export function textAnswer(
  mediaTypes: string | string[],
  description: string,
): Record<number, unknown> {
  const content = Object.fromEntries([mediaTypes].flat().map((t) => [t, { schema: z.string() }]));
  return { 200: { description, content } };
}

/**
 * The 304 of a cached public read (lib/public-answer.ts): the client's If-None-Match named the
 * current ETag, so the answer has no body. The OpenAPI plugin documents the ETag header.
 */
export const notModifiedAnswer = {
  304: z.null().describe('Not modified: If-None-Match names the current ETag; no body'),
} as const;
