/**
 * Starts the fake GitHub of apps/server/test/fakes/github.ts, a small control API for tests on
 * GITHUB_CONTROL_PORT, then the real server pointed at the fake (GITHUB_WEB_URL / GITHUB_API_URL).
 * Used by the `github` project of playwright.config.ts; every other variable comes from there.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

import { fakeGitHubEnv, startFakeGitHub } from '../../apps/server/test/fakes/github';

const controlPort = Number(process.env.GITHUB_CONTROL_PORT);
if (!controlPort) throw new Error('GITHUB_CONTROL_PORT is required');

const fake = await startFakeGitHub();

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      try {
        resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

/** POST /users {login} · /authorize-as {login} · /repos {fullName, ...} · /accept {fullName, login} · GET /repos/{owner}/{name} */
const control = http.createServer((req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://control');
  void (async () => {
    try {
      if (req.method === 'GET' && url.pathname === '/health') return reply(200, { url: fake.url });
      const repoMatch = /^\/repos\/([^/]+)\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && repoMatch) {
        const repo = fake.repos.get(`${repoMatch[1]}/${repoMatch[2]}`.toLowerCase());
        if (!repo) return reply(404, { error: 'no such repository' });
        return reply(200, {
          collaborators: [...repo.collaborators],
          invitations: repo.invitations.map((i) => i.invitee),
        });
      }
      if (req.method !== 'POST') return reply(404, { error: 'not found' });
      const body = await readJson(req);
      switch (url.pathname) {
        case '/users':
          return reply(201, fake.addUser(String(body.login)));
        case '/authorize-as':
          fake.authorizeAs = String(body.login);
          return reply(200, { authorizeAs: fake.authorizeAs });
        case '/repos': {
          const repo = fake.addRepo(String(body.fullName), {
            private: body.private !== false,
            description: typeof body.description === 'string' ? body.description : null,
            language: typeof body.language === 'string' ? body.language : null,
            stars: typeof body.stars === 'number' ? body.stars : 0,
          });
          return reply(201, { id: repo.id, htmlUrl: `${fake.url}/${repo.owner}/${repo.name}` });
        }
        case '/accept':
          fake.acceptInvitation(String(body.fullName), String(body.login));
          return reply(200, { ok: true });
        default:
          return reply(404, { error: 'not found' });
      }
    } catch (err) {
      reply(500, { error: String(err) });
    }
  })();
});
await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, ...fakeGitHubEnv(fake), GITHUB_ACCESS_SYNC_SECONDS: '0' },
});

const shutdown = (signal: NodeJS.Signals) => {
  child.kill(signal);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
child.on('exit', (code) => {
  control.close();
  void fake.close().finally(() => process.exit(code ?? 0));
});
