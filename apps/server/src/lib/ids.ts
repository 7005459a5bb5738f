import crypto from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID (every database id): other text is an unknown id, never a query. */
export const isUuid = (id: string) => UUID.test(id);

/**
 * A UUID that always comes out the same for the same key (SHA-256 of it, shaped as a version 8
 * UUID): a row made by a re-run of an effect gets the id of the row the first run made, so
 * inserting it again does nothing.
 */
export function uuidFromKey(key: string): string {
  const hex = crypto.createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
