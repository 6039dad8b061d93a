/**
 * Storage sizes as plans state them and people read them. A plan's `storageMb` counts binary
 * megabytes (Pro's 10240 MB is 10 GB), named "MB" as the plans name them. Shared so that the
 * server's quota message and the account page show the same figures.
 */
export const BYTES_PER_MB = 1024 * 1024;

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 0 -> "0 B", 1536 -> "1.5 KB", 12.3 MB -> "12.3 MB", 100 MB -> "100 MB", 10240 MB -> "10 GB". */
export function formatStorageSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  // 1023.96 KB reads "1 MB", not "1,024 KB".
  while (value >= 1023.95 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${figure.format(value)} ${UNITS[unit]}`;
}
