import crypto from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

import { RELEASE_MESSAGES as M } from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

export type ArchiveFormat = 'zip' | 'tar.gz';

/** A release file that arrived in full: where it waits, what it is, its checksum and size. */
export interface IncomingFile {
  path: string;
  format: ArchiveFormat;
  sha256: string;
  size: number;
}

/** How many leading bytes are kept to tell the archive's kind (a tar header needs 512). */
const HEAD_BYTES = 64 * 1024;
const TAR_BLOCK = 512;

/** The file was refused while it arrived (too large, not an archive, empty). */
export class ReleaseFileRefused extends Error {}

/** Its name in release storage: the content's SHA-256 and the archive's extension. */
export const storageKeyOf = (file: Pick<IncomingFile, 'sha256' | 'format'>) =>
  `${file.sha256}.${file.format}`;

/**
 * Whether a 512-byte block is a tar header: its checksum field (octal, at 148) equals the sum of
 * the block's bytes with that field read as spaces. An all-zero block (an empty archive) is not.
 */
export function isTarHeader(block: Buffer): boolean {
  if (block.length < TAR_BLOCK) return false;
  const field = block
    .subarray(148, 156)
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]{1,8}$/.test(field)) return false;
  let sum = 0;
  for (let i = 0; i < TAR_BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === parseInt(field, 8);
}

/** The start of a gzip stream, decompressed up to one tar block (never more is inflated). */
async function gunzippedStart(head: Buffer): Promise<Buffer> {
  return new Promise((resolve) => {
    const gunzip = zlib.createGunzip({ chunkSize: 16 * 1024 });
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => {
      gunzip.removeAllListeners();
      gunzip.on('error', () => {});
      gunzip.destroy();
      resolve(Buffer.concat(chunks));
    };
    gunzip.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= TAR_BLOCK) done();
    });
    gunzip.on('error', done);
    gunzip.on('end', done);
    gunzip.end(head);
  });
}

/**
 * The archive's kind from its first bytes, whatever it is called: a zip starts with a local file
 * header (PK\x03\x04) or, empty, with the end of its directory (PK\x05\x06); a tar.gz is gzip
 * (1f 8b) whose decompressed start is a tar header. Null: neither.
 */
export async function archiveFormatOf(head: Buffer): Promise<ArchiveFormat | null> {
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b) {
    if ((head[2] === 0x03 && head[3] === 0x04) || (head[2] === 0x05 && head[3] === 0x06)) {
      return 'zip';
    }
    return null;
  }
  if (head.length >= 3 && head[0] === 0x1f && head[1] === 0x8b && head[2] === 0x08) {
    return isTarHeader(await gunzippedStart(head)) ? 'tar.gz' : null;
  }
  return null;
}

/**
 * Writes an arriving archive to a new file under `dir` while hashing and counting it, refusing
 * it as soon as it passes `maxMb` megabytes (the file is removed), then checks by content that
 * it is a zip or a tar.gz. Nothing is kept of a refused file.
 */
export async function receiveArchive(
  source: Readable,
  dir: string,
  maxMb: number,
): Promise<IncomingFile> {
  const maxBytes = maxMb * 1024 * 1024;
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${crypto.randomUUID()}.part`);
  const hash = crypto.createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        callback(new ReleaseFileRefused(M.fileTooLarge(maxMb)));
        return;
      }
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(file));
    if (size === 0) throw new ReleaseFileRefused(M.noFile);
    const format = await archiveFormatOf(Buffer.concat(head));
    if (!format) throw new ReleaseFileRefused(M.notAnArchive);
    return { path: file, format, sha256: hash.digest('hex'), size };
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
}

/** A refusal of the file as the client's error (400), anything else as it is. */
export function asClientError(err: unknown): unknown {
  return err instanceof ReleaseFileRefused ? httpErrors.badRequest(err.message) : err;
}

/** Removes a file that arrived, once it is stored or refused. */
export const discardIncoming = (file: Pick<IncomingFile, 'path'>) =>
  fs.rm(file.path, { force: true });
