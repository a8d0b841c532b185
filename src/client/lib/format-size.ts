const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * Spec §9: a file size in Bytes, KB, MB or GB, in steps of 1024, with at most two decimals
 * ("0 Bytes", "1.5 KB", "10 MB").
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** step;
  return `${parseFloat(value.toFixed(2))} ${UNITS[step]}`;
}
