import type { SellerStats } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

import { DollarSign, Download, Eye, FolderOpen } from '@/components/ui/icons';
import { StatCardGrid, type StatCard } from '@/components/ui/stat-card-grid';
import { formatNumber } from '@/lib/format-number';

/** The four statistic cards of the dashboard. */
export function StatCards({ stats }: { stats: SellerStats }) {
  const cards: StatCard[] = [
    {
      label: 'Published Projects',
      value: formatNumber(stats.totalProjects),
      hint: `${formatNumber(stats.totalStars)} stars in total`,
      Icon: FolderOpen,
      tone: 'bg-indigo-50 text-indigo-600',
    },
    {
      label: 'Total Views',
      value: formatNumber(stats.totalViews),
      hint: 'Across your published projects',
      Icon: Eye,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: 'Total Downloads',
      value: formatNumber(stats.totalDownloads),
      hint: `${formatNumber(stats.freeDownloads)} free · ${formatNumber(stats.paidDownloads)} paid`,
      Icon: Download,
      tone: 'bg-violet-50 text-violet-600',
    },
    {
      label: 'Total Revenue',
      value: formatUsd(stats.totalRevenue),
      hint: `${formatUsd(stats.monthlyRevenue)} this month`,
      Icon: DollarSign,
      tone: 'bg-emerald-50 text-emerald-600',
    },
  ];
  return <StatCardGrid cards={cards} />;
}
