import { NEWSLETTER_SUBSCRIBED_MESSAGE, type NewsletterStatsResponse } from '@codebazaar/shared';

import type { NewsletterRepository } from './newsletter.repository';

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function createNewsletterService(repo: NewsletterRepository) {
  return {
    async subscribe(email: string): Promise<{ message: string }> {
      // Addresses are stored lower-cased so that one person is one subscriber.
      await repo.subscribe(email.trim().toLowerCase());
      return { message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },

    async stats(): Promise<NewsletterStatsResponse> {
      const { subscribers, latestAt } = await repo.stats();
      return { subscribers, latestAt: latestAt ? latestAt.toISOString() : null };
    },

    async exportCsv(): Promise<string> {
      const rows = await repo.listAll();
      const lines = ['email,subscribed_at'];
      for (const row of rows) {
        lines.push(`${csvField(row.email)},${row.createdAt.toISOString()}`);
      }
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
