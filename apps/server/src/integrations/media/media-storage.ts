import { promises as fs } from 'node:fs';
import path from 'node:path';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { Config } from '../../config';
import type { StoredProjectMedia } from '../../db/schema';

/**
 * Where stored images live: files under DATA_DIR/media by default, or an S3-compatible bucket
 * (docs/ARCHITECTURE.md#outside-services). Names are made by the media service and never come
 * from a client as they are.
 */
export interface MediaStorage {
  put(name: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the files; a missing one is not an error. */
  remove(names: string[]): Promise<void>;
  /** The URL pages use for the file: a path on this server, or the bucket's public URL. */
  url(name: string): string;
}

/** Every file a project's images are stored under. */
export function mediaFileNames(media: StoredProjectMedia): string[] {
  const images = [...(media.cover ? [media.cover] : []), ...media.screenshots];
  return images.flatMap((image) => [image.card.name, image.page.name]);
}

/** Only names the media service makes: a hex digest and `.webp`. */
export const MEDIA_NAME = /^[a-f0-9]{40}\.webp$/;

function checkName(name: string): void {
  if (!MEDIA_NAME.test(name)) throw new Error(`not a media file name: ${name}`);
}

/** The path of a file this server serves (GET /media/{name}), relative to its origin. */
const servedUrl = (name: string) => `/media/${name}`;

export function createDiskStorage(dir: string): MediaStorage {
  const fileOf = (name: string) => {
    checkName(name);
    return path.join(dir, name);
  };
  return {
    async put(name, body) {
      await fs.mkdir(dir, { recursive: true });
      // Written beside the final name and renamed: a reader never sees half a file.
      const tmp = `${fileOf(name)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, fileOf(name));
    },
    async get(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.rm(fileOf(name), { force: true })));
    },
    url: servedUrl,
  };
}

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Where the bucket's objects are public (a CDN); null: this server serves them. */
  publicUrl: string | null;
}

/** A client of the bucket (images and release files share the bucket's settings). */
export function createS3Client(opts: Omit<S3StorageOptions, 'publicUrl'>): S3Client {
  return new S3Client({
    region: opts.region,
    // S3-compatible services differ in the newer optional checksums: send them only when an
    // operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(opts.endpoint ? { endpoint: opts.endpoint, forcePathStyle: true } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? {
          credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
        }
      : {}),
  });
}

export function createS3Storage(opts: S3StorageOptions): MediaStorage {
  const client = createS3Client(opts);
  const key = (name: string) => {
    checkName(name);
    return `media/${name}`;
  };
  return {
    async put(name, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key(name),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(name) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: opts.bucket, Key: key(name) }),
        );
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
        throw err;
      }
    },
    async remove(names) {
      await Promise.all(
        names.map((name) =>
          client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: key(name) })),
        ),
      );
    },
    url: (name) => (opts.publicUrl ? `${opts.publicUrl}/${key(name)}` : servedUrl(name)),
  };
}

/** The storage the configuration asks for: S3 when S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT ?? null,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? null,
      publicUrl: config.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    });
  }
  return createDiskStorage(path.join(config.dataDir, 'media'));
}
