/**
 * Runs the fake GitHub as its own process for browser tests:
 *
 *   FAKE_GITHUB_PORT=4999 node --import tsx apps/server/test/fakes/github-server.ts
 *
 * then start the server with GITHUB_CLIENT_ID=fake-client-id GITHUB_CLIENT_SECRET=fake-client-secret
 * GITHUB_WEB_URL=GITHUB_API_URL=http://127.0.0.1:4999. Arrange GitHub's side with
 * POST /_fake/users {login, email}, /_fake/repos {fullName, private}, /_fake/authorize-as {login},
 * /_fake/accept {fullName, login}, /_fake/rate-limit {mode}, /_fake/expire {fullName, login} (the
 * invitation stays listed with `expired: true`, as GitHub lists it), /_fake/collaborator
 * {fullName, login}; read it with POST /_fake/state. Lists page like GitHub's (per_page, page,
 * Link header).
 * GET /login/oauth/authorize approves at once as the authorize-as user (default: the first).
 */
import { startFakeGitHub } from './github';

const port = Number(process.env.FAKE_GITHUB_PORT ?? 4999);
const fake = await startFakeGitHub({ port, controlEndpoints: true });
console.log(`fake GitHub listening at ${fake.url}`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
