/** "March 2024" for 'Member since': the app's one month format. */
export { formatMonthYear } from '@/lib/format-date';

export const formatNumber = (n: number) => n.toLocaleString('en-US');
