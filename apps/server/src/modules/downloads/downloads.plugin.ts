import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { derivedKey, loadTokenKey } from '../../integrations/github/token-crypto';
import { createDownloadsRepository } from './downloads.repository';
import { createDownloadsService, type DownloadsService } from './downloads.service';
import { createDownloadsStrategy } from './downloads.strategy';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Code downloads for license holders (modules/downloads): release files and repository
     * archives through signed, logged, one-use links; `releaseLink` makes one for a license key.
     */
    downloads: DownloadsService;
  }
}

/**
 * One downloads service. Release files come from the releases module's storage, repository
 * archives from the GitHub module (the seller's token); download links are signed with a key derived from the stored-token key, so every
 * instance that shares that key accepts them.
 */
export default fp(
  async (app: FastifyInstance) => {
    const tokenKey = loadTokenKey(app.config, app.log);
    const linkKey = derivedKey(tokenKey, 'codebazaar download links');
    app.decorate(
      'downloads',
      createDownloadsService(createDownloadsRepository(app.database.db), {
        source: () => app.github.archives,
        releases: app.releases,
        linkKey,
        clock: () => app.clock(),
        toNodeStream: (body) => Readable.fromWeb(body as NodeWebStream<Uint8Array>),
      }),
    );
    app.entitlements.register(createDownloadsStrategy());
  },
  {
    name: 'downloads-module',
    dependencies: ['github-module', 'entitlements-module', 'releases-module'],
  },
);
