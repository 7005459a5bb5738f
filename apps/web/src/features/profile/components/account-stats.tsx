import type { User } from '@codebazaar/shared';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FolderGit2, ShoppingBag, Star } from '@/components/ui/icons';

import { memberSince } from './profile-summary';

export function AccountStats({ user }: { user: User }) {
  const stats = [
    { label: 'Reputation', value: user.reputation ?? 0, Icon: Star },
    { label: 'Projects created', value: user.projectsCount ?? 0, Icon: FolderGit2 },
    { label: 'Purchases', value: user.purchasesCount ?? 0, Icon: ShoppingBag },
  ];
  const details = [
    ['Username', user.username],
    ['Email', user.email],
    ['Member since', memberSince(user.createdAt)],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          {stats.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 text-center">
              <Icon className="mx-auto mb-1 size-5 text-indigo-600" aria-hidden />
              <dd className="text-xl font-bold text-slate-900">{value.toLocaleString('en-US')}</dd>
              <dt className="text-xs text-slate-600">{label}</dt>
            </div>
          ))}
        </dl>
        <dl className="mt-5 divide-y divide-slate-100 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-slate-500">{label}</dt>
              <dd className="truncate font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
