import crypto from 'node:crypto';

import { isUuid } from '../../lib/ids';

/** Whose choice an unsubscribe link carries: a holder and a project. */
export interface UnsubscribeTarget {
  userId: string;
  projectId: string;
}

/**
 * The one-click unsubscribe links of release mails (docs/product-rules.md#release-notices-and-changelog):
 * `…/api/releases/unsubscribe?token=<user>.<project>.<signature>`, the signature an HMAC-SHA256
 * of both ids with `linkKey`. A link does not expire: it only ever turns mails off.
 */
export function createUnsubscribeLinks(linkKey: Buffer, publicUrl: string) {
  const sign = (userId: string, projectId: string) =>
    crypto
      .createHmac('sha256', linkKey)
      .update(`release-mails:${userId}:${projectId}`)
      .digest('base64url');

  return {
    url(userId: string, projectId: string): string {
      const token = `${userId}.${projectId}.${sign(userId, projectId)}`;
      return `${publicUrl}/api/releases/unsubscribe?token=${encodeURIComponent(token)}`;
    },

    /** The holder and project of a token made here; null for anything else. */
    read(token: string | undefined): UnsubscribeTarget | null {
      if (!token || token.length > 200) return null;
      const [userId, projectId, signature, ...rest] = token.split('.');
      if (!userId || !projectId || !signature || rest.length > 0) return null;
      if (!isUuid(userId) || !isUuid(projectId)) return null;
      const target = { userId: userId.toLowerCase(), projectId: projectId.toLowerCase() };
      const expected = Buffer.from(sign(target.userId, target.projectId));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        return null;
      }
      return target;
    },
  };
}
