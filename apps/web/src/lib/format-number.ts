/** A count with thousands separators, as the dashboards show it (1,234). */
export const formatNumber = (n: number) => n.toLocaleString('en-US');
