import type { OrderDto } from '@codebazaar/shared';

import { Badge, type BadgeVariant } from '@/components/ui/badge';

type OrderItem = OrderDto['items'][number];

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  refunded: { label: 'Refunded', variant: 'neutral' },
  suspended: { label: 'Payment disputed', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'neutral' },
  // No license could be made after payment: the line was refunded.
  refused: { label: 'Not delivered, refunded', variant: 'warning' },
};

/** Where one line of an order stands: its license's status. */
export function OrderItemStatus({ item }: { item: OrderItem }) {
  const { label, variant } = STATUS[item.status] ?? { label: item.status, variant: 'neutral' };
  return <Badge variant={variant}>{label}</Badge>;
}

/** "3 projects", and how many of them were refunded. */
export function orderItemsSummary(order: OrderDto): string {
  const n = order.items.length;
  const refunded = order.items.filter((i) => i.status === 'refunded' || i.status === 'refused');
  const count = `${n} ${n === 1 ? 'project' : 'projects'}`;
  return refunded.length > 0 ? `${count}, ${refunded.length} refunded` : count;
}
