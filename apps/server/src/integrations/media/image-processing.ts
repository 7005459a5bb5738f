import sharp, { type Metadata } from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The format the file's first bytes say it is, whatever its name or declared type. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** How one variant is cut: `cover` crops to exactly width × height, `inside` keeps the ratio. */
export interface VariantSpec {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export interface EncodedVariant {
  body: Buffer;
  width: number;
  height: number;
}

/** Why a file is refused: the text goes to the client as it is. */
export class ImageRejected extends Error {}

export const NOT_AN_IMAGE = 'The file must be a PNG, JPEG or WebP image';
export const UNREADABLE_IMAGE = 'The image could not be read';
export const IMAGE_TOO_LARGE_PIXELS = 'The image has too many pixels (at most 40 megapixels)';

/** Decoding larger images costs too much memory (a small file can unpack to a huge one). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the file by its content and re-encodes it into each variant as WebP. The decoder reads
 * only pixels: EXIF, XMP, ICC profiles and comments are not copied (the orientation is applied
 * first, so a rotated photo stays upright).
 */
export async function encodeVariants<K extends string>(
  bytes: Buffer,
  specs: Record<K, VariantSpec>,
): Promise<Record<K, EncodedVariant>> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw new ImageRejected(NOT_AN_IMAGE);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(UNREADABLE_IMAGE);
  }
  if (meta.format !== sniffed) throw new ImageRejected(NOT_AN_IMAGE);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRejected(IMAGE_TOO_LARGE_PIXELS);
  }
  const out = {} as Record<K, EncodedVariant>;
  for (const name of Object.keys(specs) as K[]) {
    const spec = specs[name];
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
      })
        .rotate()
        .resize({
          width: spec.width,
          height: spec.height,
          fit: spec.fit,
          withoutEnlargement: spec.fit === 'inside',
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      out[name] = { body: data, width: info.width, height: info.height };
    } catch {
      throw new ImageRejected(UNREADABLE_IMAGE);
    }
  }
  return out;
}

/** The variants of each kind of upload (docs/product-rules.md#project-media). */
export const COVER_VARIANTS = {
  card: { width: 640, height: 360, fit: 'cover' },
  page: { width: 1280, height: 720, fit: 'cover' },
} as const satisfies Record<'card' | 'page', VariantSpec>;

export const SCREENSHOT_VARIANTS = {
  card: { width: 480, height: 320, fit: 'inside' },
  page: { width: 1600, height: 1200, fit: 'inside' },
} as const satisfies Record<'card' | 'page', VariantSpec>;

export const BLOG_IMAGE_VARIANTS = {
  page: { width: 1600, height: 900, fit: 'inside' },
} as const satisfies Record<'page', VariantSpec>;
