import { MEDIA_ACCEPTED_TYPES, MEDIA_MAX_BYTES } from '@codebazaar/shared/rules';

const ACCEPTED: readonly string[] = MEDIA_ACCEPTED_TYPES;

/** The `accept` attribute of an image file input. */
export const IMAGE_ACCEPT = MEDIA_ACCEPTED_TYPES.join(',');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Why an image cannot be uploaded, checked before sending it (docs/product-rules.md#project-media):
 * PNG, JPEG or WebP of at most 5 MB. The server checks the content again; this only spares a
 * wasted upload and says what is wrong in words. Null when the file may be sent.
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!ACCEPTED.includes(file.type)) {
    return `“${file.name}” is not a PNG, JPEG or WebP image.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > MEDIA_MAX_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}; an image may be at most ${megabytes(MEDIA_MAX_BYTES).replace('.0', '')}.`;
  }
  return null;
}
