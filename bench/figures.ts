/** The middle value, or the mean of the middle two of an even count (two runs: their mean, not the worse one). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 0 && sorted.length > 0) return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return sorted[middle] ?? Number.NaN;
}

/** Bytes as KB with one decimal, as the tables and budgets show them. */
export const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
