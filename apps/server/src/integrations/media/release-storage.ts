import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';

import type { Config } from '../../config';
import { createS3Client, type S3StorageOptions } from './media-storage';

/**
 * Where release files live (docs/product-rules.md#releases): private files under
 * DATA_DIR/releases, or under `releases/` in the S3 bucket. Unlike images they never have a
 * public URL: only a signed download link streams them, through this server.
 */
export interface ReleaseStorage {
  /**
   * Stores the local file `localPath` under `name`, leaving the local file in place. Names are
   * made from the content, so putting the same name again stores the same bytes.
   */
  put(name: string, localPath: string, size: number): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The stored bytes as a stream, or null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the files; a missing one is not an error. */
  remove(names: string[]): Promise<void>;
  /** Where uploads and GitHub archives are written while they arrive (a local directory). */
  incomingDir: string;
}

/** Only names the releases module makes: the content's SHA-256 and the archive's extension. */
export const RELEASE_FILE_NAME = /^[a-f0-9]{64}\.(zip|tar\.gz)$/;

function checkName(name: string): void {
  if (!RELEASE_FILE_NAME.test(name)) throw new Error(`not a release file name: ${name}`);
}

const contentTypeOf = (name: string) =>
  name.endsWith('.zip') ? 'application/zip' : 'application/gzip';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskReleaseStorage(dir: string, incomingDir: string): ReleaseStorage {
  const fileOf = (name: string) => {
    checkName(name);
    return path.join(dir, name);
  };
  return {
    incomingDir,
    async put(name, localPath) {
      const target = fileOf(name);
      await fs.mkdir(dir, { recursive: true });
      // A hard link shows the finished file under its name at once (never half a file) and keeps
      // the local file, which the caller removes; across file systems the bytes are copied to
      // a name beside the target first.
      try {
        await fs.link(localPath, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') return;
        if (code !== 'EXDEV' && code !== 'EPERM') throw err;
        const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        await fs.copyFile(localPath, tmp);
        await fs.rename(tmp, target);
      }
    },
    async exists(name) {
      try {
        await fs.access(fileOf(name));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async open(name) {
      const file = fileOf(name);
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      const { size } = await handle.stat();
      // The stream reads from the opened file: a removal meanwhile does not cut it short.
      return { stream: handle.createReadStream(), size };
    },
    async remove(names) {
      await Promise.all(names.map((name) => fs.rm(fileOf(name), { force: true })));
    },
  };
}

export function createS3ReleaseStorage(
  opts: Omit<S3StorageOptions, 'publicUrl'>,
  incomingDir: string,
): ReleaseStorage {
  const client = createS3Client(opts);
  const key = (name: string) => {
    checkName(name);
    return `releases/${name}`;
  };
  const notFound = (err: unknown) =>
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err as { name?: string }).name === 'NotFound' ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    incomingDir,
    async put(name, localPath, size) {
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key(name),
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentTypeOf(name),
          CacheControl: 'private, no-store',
        }),
      );
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: opts.bucket, Key: key(name) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async open(name) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: opts.bucket, Key: key(name) }),
        );
        if (!res.Body) return null;
        return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
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
  };
}

/**
 * The storage the configuration asks for: the S3 bucket when S3_BUCKET is set (under
 * `releases/`), else DATA_DIR/releases. Files arrive in DATA_DIR/incoming/releases either way.
 */
export function createReleaseStorage(config: Config): ReleaseStorage {
  const incomingDir = path.join(config.dataDir, 'incoming', 'releases');
  if (config.S3_BUCKET) {
    return createS3ReleaseStorage(
      {
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT ?? null,
        accessKeyId: config.S3_ACCESS_KEY_ID ?? null,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? null,
      },
      incomingDir,
    );
  }
  return createDiskReleaseStorage(path.join(config.dataDir, 'releases'), incomingDir);
}
