import { describe, expect, it } from 'vitest';
import { formatFileSize, formatUploadedAt } from './upload-values';

describe('the recent uploads', () => {
  it('shows when, in the programme time zone, US style', () => {
    expect(formatUploadedAt('2026-03-10T18:04:00.000Z', 'America/Chicago')).toBe('03/10/2026 1:04 PM');
    expect(formatUploadedAt('not an instant', 'America/Chicago')).toBe('not an instant');
    // A zone the browser does not know: the programme's default zone, as the reports do.
    expect(formatUploadedAt('2026-03-10T18:04:00.000Z', 'Nowhere/Special')).toBe('03/10/2026 1:04 PM');
  });

  it('shows sizes in B, KB or MB', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(6_656)).toBe('6.5 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
  });
});
