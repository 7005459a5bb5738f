export const formatNumber = (n: number) => n.toLocaleString('en-US');
