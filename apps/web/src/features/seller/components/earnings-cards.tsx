import type { SellerEarningsResponse } from '@codebazaar/shared';
import { formatUsd } from '@codebazaar/shared/rules';

import { CalendarDays, DollarSign, Gift, ShoppingBag } from '@/components/ui/icons';
import { StatCardGrid, type StatCard } from '@/components/ui/stat-card-grid';
import { formatNumber } from '@/lib/format-number';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The earnings cards of the seller dashboard: totals from the server, in dollars. */
export function EarningsCards({ earnings }: { earnings: SellerEarningsResponse }) {
  const cards: StatCard[] = [
    {
      label: 'Total Earnings',
      value: formatUsd(earnings.totalEarnings),
      hint: 'Your share of every sale',
      Icon: DollarSign,
      tone: 'bg-emerald-50 text-emerald-600',
    },
    {
      label: 'Total Sales',
      value: formatNumber(earnings.totalSales),
      hint: 'Paid licenses sold',
      Icon: ShoppingBag,
      tone: 'bg-indigo-50 text-indigo-600',
    },
    {
      label: 'This Month',
      value: formatUsd(earnings.monthlyEarnings),
      hint: `Earned in ${monthName.format(new Date())}`,
      Icon: CalendarDays,
      tone: 'bg-sky-50 text-sky-600',
    },
    {
      label: 'Free Claims',
      value: formatNumber(earnings.freeClaims),
      hint: 'Free licenses claimed',
      Icon: Gift,
      tone: 'bg-violet-50 text-violet-600',
    },
  ];
  return <StatCardGrid cards={cards} label="Earnings" />;
}
