import { z } from 'zod';

/**
 * The documented 200 answer of a route that sends text rather than JSON (CSV, HTML, a
 * certificate, an image): the OpenAPI document names its media type. Strings are sent as they
 * are, so the schema only documents; typed loosely so the handler may send a Buffer or answer
 * another status (a 404 page).
 */
export function textAnswer(mediaType: string, description: string): Record<number, unknown> {
  return { 200: { description, content: { [mediaType]: { schema: z.string() } } } };
}
