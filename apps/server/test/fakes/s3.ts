import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3 {
  url: string;
  /** Stored objects by "bucket/key". */
  objects: Map<string, FakeS3Object>;
  /** Every request as "METHOD /bucket/key". */
  requests: string[];
  close(): Promise<void>;
}

const notFound = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>Not found</Message></Error>`;

/**
 * A small S3-compatible server for tests (path-style addressing): PUT, GET, HEAD and DELETE of
 * an object, enough for the media and release storages' use of the AWS SDK.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname).slice(1);
      requests.push(`${req.method} /${path}`);
      const [bucket, ...rest] = path.split('/');
      if (!bucket || rest.length === 0) {
        res.writeHead(400, { 'content-type': 'application/xml' }).end(notFound('InvalidRequest'));
        return;
      }
      switch (req.method ?? '') {
        case 'PUT':
          objects.set(path, {
            body: Buffer.concat(chunks),
            contentType: req.headers['content-type'],
            cacheControl: req.headers['cache-control'],
          });
          res.writeHead(200, { etag: '"fake"' }).end();
          return;
        case 'GET': {
          const object = objects.get(path);
          if (!object) {
            res.writeHead(404, { 'content-type': 'application/xml' }).end(notFound('NoSuchKey'));
            return;
          }
          res
            .writeHead(200, {
              'content-type': object.contentType ?? 'application/octet-stream',
              'content-length': object.body.length,
            })
            .end(object.body);
          return;
        }
        case 'HEAD': {
          const object = objects.get(path);
          res.writeHead(object ? 200 : 404, object ? { 'content-length': object.body.length } : {});
          res.end();
          return;
        }
        case 'DELETE':
          objects.delete(path);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
