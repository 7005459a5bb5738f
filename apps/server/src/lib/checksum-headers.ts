/**
 * The headers that carry a file's SHA-256 with its bytes (release downloads): the hex digest as
 * shown on the page, and the same digest as RFC 9530 `Repr-Digest` (and the older `Digest`
 * header of RFC 3230) so that download tools can check it on their own.
 */
export function checksumHeaders(sha256Hex: string): Record<string, string> {
  const base64 = Buffer.from(sha256Hex, 'hex').toString('base64');
  return {
    'x-checksum-sha256': sha256Hex,
    'repr-digest': `sha-256=:${base64}:`,
    digest: `sha-256=${base64}`,
  };
}
