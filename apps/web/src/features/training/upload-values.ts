import { formatProgramDateTime } from '@exchange/domain';

/**
 * When an upload was made, as a US date and time in the programme time zone (open-points 1):
 * "11/26/2026 3:04 PM"; the text itself when it is not an instant (the domain's programme clock).
 */
export function formatUploadedAt(iso: string, timeZone: string): string {
  return formatProgramDateTime(iso, timeZone);
}

/** A file size for people: bytes under a kilobyte, else kilobytes or megabytes with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
