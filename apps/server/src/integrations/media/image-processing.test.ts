import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { testImage } from '../../../test/images';
import {
  COVER_VARIANTS,
  encodeVariants,
  IMAGE_TOO_LARGE_PIXELS,
  NOT_AN_IMAGE,
  SCREENSHOT_VARIANTS,
  sniffImageFormat,
  UNREADABLE_IMAGE,
} from './image-processing';

describe('sniffImageFormat', () => {
  it('knows PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await testImage('png', 4, 4))).toBe('png');
    expect(sniffImageFormat(await testImage('jpeg', 4, 4))).toBe('jpeg');
    expect(sniffImageFormat(await testImage('webp', 4, 4))).toBe('webp');
  });

  it('knows nothing else, whatever the file would be called', async () => {
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    for (const bytes of [
      gif,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('RIFF\0\0\0\0WAVE'),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});

describe('encodeVariants', () => {
  it('makes the cover sizes as WebP', async () => {
    const out = await encodeVariants(await testImage('png', 1000, 1000), COVER_VARIANTS);
    expect([out.card.width, out.card.height]).toEqual([640, 360]);
    expect([out.page.width, out.page.height]).toEqual([1280, 720]);
    for (const v of [out.card, out.page]) {
      expect(sniffImageFormat(v.body)).toBe('webp');
      const meta = await sharp(v.body).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
  });

  it('keeps a screenshot’s ratio and never enlarges it', async () => {
    const out = await encodeVariants(await testImage('jpeg', 800, 600), SCREENSHOT_VARIANTS);
    expect([out.card.width, out.card.height]).toEqual([427, 320]);
    expect([out.page.width, out.page.height]).toEqual([800, 600]);
  });

  it('drops EXIF and other metadata', async () => {
    const input = await testImage('jpeg', 300, 200, {
      exif: { Artist: 'Secret Person', Copyright: 'GPS 48.85N 2.35E' },
    });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await encodeVariants(input, SCREENSHOT_VARIANTS);
    for (const v of [out.card, out.page]) {
      const meta = await sharp(v.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(v.body.includes(Buffer.from('Secret Person'))).toBe(false);
    }
  });

  it('refuses a file whose content is not one of the three types', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(encodeVariants(html, COVER_VARIANTS)).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    await expect(encodeVariants(fake, COVER_VARIANTS)).rejects.toThrow(UNREADABLE_IMAGE);
  });

  it('refuses a truncated image', async () => {
    const png = await testImage('png', 400, 400);
    await expect(encodeVariants(png.subarray(0, png.length / 2), COVER_VARIANTS)).rejects.toThrow(
      UNREADABLE_IMAGE,
    );
  });

  it('refuses an image with too many pixels before decoding it', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(encodeVariants(huge, COVER_VARIANTS)).rejects.toThrow(IMAGE_TOO_LARGE_PIXELS);
  });
});
