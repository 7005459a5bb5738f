import { formatUsd, type SellerEarningsResponse } from '@codebazaar/shared';
import { CalendarDays, DollarSign, Gift, ShoppingBag, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';

import { formatNumber } from '../lib/format';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** The earnings cards of the seller dashboard (spec §2): totals from the server, in dollars. */
export function EarningsCards({ earnings }: { earnings: SellerEarningsResponse }) {
  const cards: { label: string; value: string; hint: string; Icon: LucideIcon; tone: string }[] = [
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
  return (
    <ul aria-label="Earnings" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, hint, Icon, tone }) => (
        <li key={label}>
          <Card className="flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
            <span
              className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${tone}`}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-slate-500">{label}</p>
              <p className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
                {value}
              </p>
              <p className="mt-1 text-xs text-slate-500">{hint}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
