/**
 * When an upload was made, as a US date and time in the programme time zone (open-points 1):
 * "11/26/2026 3:04 PM"; the text itself when it is not an instant.
 */
export function formatUploadedAt(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(instant).replace(', ', ' ');
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(instant).replace(', ', ' ');
  }
}

/** A file size for people: bytes under a kilobyte, else kilobytes or megabytes with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
