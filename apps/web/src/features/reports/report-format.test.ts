import { describe, expect, it } from 'vitest';
import { formatReportCell, formatReportDateTime, formatReportMoney, isNegativeMoney } from './report-format';

describe('formatReportMoney', () => {
  it('shows whole US dollars, rounding half up', () => {
    expect(formatReportMoney(123_450)).toBe('$1,235');
    expect(formatReportMoney(123_449)).toBe('$1,234');
    expect(formatReportMoney(0)).toBe('$0');
  });

  it('puts a negative amount in parentheses, without a minus sign', () => {
    expect(formatReportMoney(-250_000)).toBe('($2,500)');
    expect(formatReportMoney(-50)).toBe('($1)');
  });

  it('shows nothing for no amount', () => {
    expect(formatReportMoney(null)).toBe('');
    expect(formatReportMoney(undefined)).toBe('');
    expect(formatReportMoney(Number.NaN)).toBe('');
  });

  it('marks only negative amounts for the red cell', () => {
    expect(isNegativeMoney(-1)).toBe(true);
    expect(isNegativeMoney(0)).toBe(false);
    expect(isNegativeMoney(null)).toBe(false);
    expect(isNegativeMoney('-5')).toBe(false);
  });
});

describe('formatReportDateTime', () => {
  it('shows an instant as a US date and time in the programme time zone', () => {
    expect(formatReportDateTime('2026-01-15T18:30:00Z', 'America/Chicago')).toBe('01/15/2026 12:30 PM');
    // 03:10 UTC on 1 July is still 30 June in Chicago (summer time, UTC-5).
    expect(formatReportDateTime('2026-07-01T03:10:00Z', 'America/Chicago')).toBe('06/30/2026 10:10 PM');
    expect(formatReportDateTime('2026-07-01T03:10:00Z', 'UTC')).toBe('07/01/2026 3:10 AM');
  });

  it('falls back to the default zone for a zone the browser does not know, and leaves non-instants', () => {
    expect(formatReportDateTime('2026-01-15T18:30:00Z', 'Nowhere/Special')).toBe('01/15/2026 12:30 PM');
    expect(formatReportDateTime('soon')).toBe('soon');
    expect(formatReportDateTime(null)).toBe('');
  });
});

describe('formatReportCell', () => {
  it('formats each column kind', () => {
    expect(formatReportCell('money', -1_999)).toBe('($20)');
    expect(formatReportCell('date', '2026-08-15')).toBe('08/15/2026');
    expect(formatReportCell('datetime', '2026-08-15T12:00:00Z', 'America/Chicago')).toBe(
      '08/15/2026 7:00 AM',
    );
    expect(formatReportCell('number', 12_345)).toBe('12,345');
    expect(formatReportCell('id', 150_116)).toBe('150116');
    expect(formatReportCell('text', 'Alpha University')).toBe('Alpha University');
  });

  it('shows an empty cell for no value of any kind', () => {
    for (const kind of ['money', 'date', 'datetime', 'number', 'id', 'text'] as const) {
      expect(formatReportCell(kind, null)).toBe('');
    }
  });
});
