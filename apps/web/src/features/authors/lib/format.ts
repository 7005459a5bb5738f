const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "March 2024" for 'Member since'. */
export const formatMonthYear = (iso: string | null | undefined) => {
  const date = parse(iso);
  return date ? monthYear.format(date) : '';
};

export const formatNumber = (n: number) => n.toLocaleString('en-US');
