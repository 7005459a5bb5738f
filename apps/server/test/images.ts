import crypto from 'node:crypto';

import sharp from 'sharp';

/** A photo-like test image (noise compresses badly, like real photos). */
export async function testImage(
  format: 'png' | 'jpeg' | 'webp',
  width = 800,
  height = 600,
  opts: { exif?: Record<string, string> } = {},
): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
  });
  const encoded =
    format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.webp({ quality: 80 });
  return opts.exif ? encoded.withExif({ IFD0: opts.exif }).toBuffer() : encoded.toBuffer();
}

/** A multipart/form-data request body with one file field named "file". */
export function multipartBody(
  bytes: Buffer,
  filename = 'image.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----codebazaar${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
