import crypto from 'node:crypto';

import type { TestContext, TestUser } from './helper';
import { tarGz, zip } from './fakes/github-archives';

/** Helpers of the release tests (modules/releases): archives, multipart uploads, checksums. */

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A real zip (or tar.gz) with a README naming `label`, and `padding` random bytes beside it. */
export function archive(format: 'zip' | 'tar.gz', label: string, padding = 2048): Buffer {
  const files: [string, Buffer][] = [
    [`project-${label}/README.md`, Buffer.from(`# Release ${label}\n`)],
    [`project-${label}/data.bin`, crypto.randomBytes(padding)],
  ];
  return format === 'zip' ? zip(files) : tarGz(files);
}

/** A multipart/form-data body with text fields and, optionally, a file field. */
export function releaseForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----codebazaar${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name ?? 'release.zip'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/projects/{id}/releases as an upload. */
export function uploadRelease(
  ctx: Pick<TestContext, 'app'>,
  user: TestUser | null,
  projectId: string,
  fields: Record<string, string>,
  bytes?: Buffer,
) {
  const form = releaseForm(fields, bytes ? { bytes } : undefined);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/releases`,
    payload: form.payload,
    headers: { ...form.headers, ...user?.headers },
  });
}
