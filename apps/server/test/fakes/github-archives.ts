import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';

/**
 * The fake GitHub's source archives and releases (kept apart from github.ts so that other
 * extensions of the fake merge cleanly):
 *
 *   GET /repos/{o}/{r}/zipball[/{ref}], /tarball[/{ref}]  → 302 to a codeload-like URL
 *   GET /_codeload/{o}/{r}/{zip|tar.gz}/{ref}?token=…      → the archive, in chunks
 *   GET /repos/{o}/{r}/releases                            → the releases, newest first
 *
 * Like GitHub, the redirect target needs no Authorization header (its token is in the query and
 * lasts a few minutes). The archives are real zip (stored) and tar.gz files holding one
 * `{repo}-{ref}/README.md` plus a padding file, so tests can check the bytes that came through.
 */

export interface FakeRelease {
  id: number;
  tag: string;
  name: string | null;
  body: string | null;
  publishedAt: string;
  draft: boolean;
}

export interface FakeArchives {
  /** Branch used when no ref is given (default "main"). */
  defaultBranch: Map<string, string>;
  /** Releases per repository ("owner/name", lower case), newest first. */
  releases: Map<string, FakeRelease[]>;
  /** Every archive served: "owner/name zip main". */
  served: string[];
  addRelease(
    fullName: string,
    release: { tag: string; name?: string; body?: string; publishedAt?: string; draft?: boolean },
  ): FakeRelease;
  /** The archive bytes the fake serves for a repository, ref and format. */
  archiveBytes(fullName: string, ref: string, format: 'zip' | 'tar.gz'): Buffer;
}

export interface ArchiveRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  url: URL;
  method: string;
  /** The caller's login (lower case), or null when the request carried no valid token. */
  login: string | null;
  baseUrl: string;
  /** Whether `login` may read the repository (null: no such repository). */
  canRead(fullName: string, login: string): boolean | null;
  send(status: number, body?: unknown, headers?: Record<string, string>): void;
}

const key = (s: string) => s.toLowerCase();
/** Padding in the archives so that they arrive in several chunks. */
const PADDING_BYTES = 256 * 1024;

function tarEntry(name: string, content: Buffer): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(`${Math.floor(Date.UTC(2026, 0, 1) / 1000).toString(8)}\0`, 136);
  header.write('        ', 148); // checksum placeholder
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const b of header) sum += b;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const pad = Buffer.alloc((512 - (content.length % 512)) % 512);
  return Buffer.concat([header, content, pad]);
}

/** A tar.gz of the files (also what release tests upload). */
export function tarGz(files: [string, Buffer][]): Buffer {
  const parts = files.map(([name, content]) => tarEntry(name, content));
  return zlib.gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)]));
}

/** A zip with stored (uncompressed) entries (also what release tests upload). */
export function zip(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + content.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

export function createFakeArchives(): FakeArchives & {
  /** Answers the archive and release requests; false when the request is not one of them. */
  handle(r: ArchiveRequest): Promise<boolean>;
} {
  let nextId = 900_000;
  /** codeload token → what it may fetch, and until when. */
  const links = new Map<string, { fullName: string; ref: string; format: string; until: number }>();

  const archives = {
    defaultBranch: new Map<string, string>(),
    releases: new Map<string, FakeRelease[]>(),
    served: [] as string[],
    addRelease(
      fullName: string,
      r: { tag: string; name?: string; body?: string; publishedAt?: string; draft?: boolean },
    ): FakeRelease {
      const release: FakeRelease = {
        id: nextId++,
        tag: r.tag,
        name: r.name ?? r.tag,
        body: r.body ?? null,
        publishedAt: r.publishedAt ?? new Date().toISOString(),
        draft: r.draft ?? false,
      };
      const list = archives.releases.get(key(fullName)) ?? [];
      list.unshift(release);
      archives.releases.set(key(fullName), list);
      return release;
    },
    archiveBytes(fullName: string, ref: string, format: 'zip' | 'tar.gz'): Buffer {
      const [owner, name] = fullName.split('/') as [string, string];
      const root = `${owner}-${name}-${ref.replace(/\//g, '-')}`;
      const readme = Buffer.from(`# ${name}\n\nSource of ${fullName} at ${ref}.\n`, 'utf8');
      // Deterministic, incompressible-looking padding (the same bytes every time).
      const padding = Buffer.alloc(PADDING_BYTES);
      let seed = crypto.createHash('sha256').update(`${fullName}@${ref}`).digest();
      for (let i = 0; i < PADDING_BYTES; i += seed.length) {
        seed.copy(padding, i);
        seed = crypto.createHash('sha256').update(seed).digest();
      }
      const files: [string, Buffer][] = [
        [`${root}/README.md`, readme],
        [`${root}/data.bin`, padding],
      ];
      return format === 'zip' ? zip(files) : tarGz(files);
    },

    async handle(r: ArchiveRequest): Promise<boolean> {
      const { url, method, res } = r;
      if (method !== 'GET') return false;

      const load = /^\/_codeload\/([^/]+)\/([^/]+)\/(zip|tar\.gz)\/(.+)$/.exec(url.pathname);
      if (load) {
        const [, owner, name, format, ref] = load as unknown as [
          string,
          string,
          string,
          string,
          string,
        ];
        const link = links.get(url.searchParams.get('token') ?? '');
        const fullName = `${owner}/${name}`;
        const decodedRef = decodeURIComponent(ref);
        if (
          !link ||
          link.until < Date.now() ||
          key(link.fullName) !== key(fullName) ||
          link.ref !== decodedRef ||
          link.format !== format
        ) {
          r.send(404, { message: 'Not Found' });
          return true;
        }
        const bytes = archives.archiveBytes(fullName, decodedRef, format as 'zip' | 'tar.gz');
        archives.served.push(`${key(fullName)} ${format} ${decodedRef}`);
        const file = `${owner}-${name}-${decodedRef.replace(/\//g, '-')}.${format}`;
        res.writeHead(200, {
          'content-type': format === 'zip' ? 'application/zip' : 'application/x-gzip',
          'content-disposition': `attachment; filename=${file}`,
          // Like codeload: no content-length, the archive is sent as it is made.
          'transfer-encoding': 'chunked',
        });
        for (let i = 0; i < bytes.length; i += 64 * 1024) {
          const more = res.write(bytes.subarray(i, i + 64 * 1024));
          if (!more) await new Promise((resolve) => res.once('drain', resolve));
        }
        res.end();
        return true;
      }

      const m = /^\/repos\/([^/]+)\/([^/]+)\/(zipball|tarball|releases)(?:\/(.+))?$/.exec(
        url.pathname,
      );
      if (!m) return false;
      const [, owner, name, kind, rest] = m as unknown as [string, string, string, string, string?];
      const fullName = `${owner}/${name}`;
      if (!r.login) {
        r.send(401, { message: 'Bad credentials' });
        return true;
      }
      if (!r.canRead(fullName, r.login)) {
        r.send(404, { message: 'Not Found' });
        return true;
      }
      if (kind === 'releases') {
        if (rest) return false;
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const list = (archives.releases.get(key(fullName)) ?? []).slice(0, perPage);
        r.send(
          200,
          list.map((rel) => ({
            id: rel.id,
            tag_name: rel.tag,
            name: rel.name,
            body: rel.body,
            draft: rel.draft,
            prerelease: false,
            created_at: rel.publishedAt,
            published_at: rel.draft ? null : rel.publishedAt,
            html_url: `${r.baseUrl}/${fullName}/releases/tag/${rel.tag}`,
          })),
        );
        return true;
      }
      const ref = rest
        ? decodeURIComponent(rest)
        : (archives.defaultBranch.get(key(fullName)) ?? 'main');
      const known =
        !rest ||
        ref === (archives.defaultBranch.get(key(fullName)) ?? 'main') ||
        (archives.releases.get(key(fullName)) ?? []).some((rel) => rel.tag === ref);
      if (!known) {
        r.send(404, { message: 'Not Found' });
        return true;
      }
      const format = kind === 'zipball' ? 'zip' : 'tar.gz';
      const token = crypto.randomBytes(12).toString('hex');
      links.set(token, { fullName, ref, format, until: Date.now() + 5 * 60_000 });
      const location = `${r.baseUrl}/_codeload/${owner}/${name}/${format}/${encodeURIComponent(ref)}?token=${token}`;
      r.send(302, undefined, { location });
      return true;
    },
  };
  return archives;
}

/** POST /_fake/releases {fullName, tag, name?, body?} and /_fake/default-branch {fullName, branch}. */
export function archiveControl(
  archives: FakeArchives,
  path: string,
  body: Record<string, string>,
): { status: number; body?: unknown } | null {
  if (path === '/_fake/releases') {
    const release = archives.addRelease(body.fullName!, {
      tag: body.tag!,
      name: body.name,
      body: body.body,
    });
    return { status: 201, body: release };
  }
  if (path === '/_fake/default-branch') {
    archives.defaultBranch.set(key(body.fullName!), body.branch!);
    return { status: 204 };
  }
  return null;
}
