const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A count as "950", "1.2K", "3.4M". */
export const formatCount = (n: number) => compactFormat.format(n);
