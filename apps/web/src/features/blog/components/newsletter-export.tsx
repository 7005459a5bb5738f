import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Download, Mail } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useDownloadSubscribers, useNewsletterStats } from '../api/newsletter-admin';

/** The "Stay Updated" subscribers for admins: how many, and their CSV export. */
export function NewsletterExport() {
  const stats = useNewsletterStats();
  const download = useDownloadSubscribers();
  const count = stats.data?.subscribers;

  let summary = 'Loading subscribers…';
  if (stats.isError) summary = errorMessage(stats.error, 'Could not load the subscriber count.');
  else if (count === 0) summary = 'No subscribers yet.';
  else if (count !== undefined) {
    summary = `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;
    if (stats.data?.latestAt) summary += ` · newest ${formatDate(stats.data.latestAt)}`;
  }

  return (
    <section
      aria-labelledby="newsletter-export-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-center gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-sky-50 text-sky-600 sm:flex">
          <Mail className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="newsletter-export-title" className="font-semibold text-slate-900">
            Newsletter
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {summary}
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        icon={<Download className="size-4" aria-hidden />}
        loading={download.isPending}
        disabled={count === 0}
        onClick={() =>
          download.mutate(undefined, {
            onError: (err) =>
              toast.error(errorMessage(err, 'Failed to export subscribers. Please try again.')),
          })
        }
      >
        Export CSV
      </Button>
    </section>
  );
}
