import { describe, expect, it } from 'vitest';
import { checkRosterRow, parseCompletionDate, parseRosterEmail } from './roster-rows.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

const TODAY = '2026-03-10';

describe('the email of a roster row', () => {
  it('is trimmed and lowercased', () => {
    expect(parseRosterEmail('  Untrained@Delta.EDU ')).toEqual({ email: 'untrained@delta.edu' });
  });

  it.each([
    [null, M.emailMissing],
    ['   ', M.emailMissing],
    ['not-an-email', M.emailInvalid],
    ['two@@delta.edu', M.emailInvalid],
    ['a b@delta.edu', M.emailInvalid],
    ['=HYPERLINK("x")@evil.com', M.emailInvalid],
    [42, M.emailInvalid],
    [{ day: '2026-01-01' }, M.emailInvalid],
    [`${'a'.repeat(250)}@delta.edu`, M.emailInvalid],
  ])('refuses %j: %s', (cell, reason) => {
    expect(parseRosterEmail(cell)).toEqual({ reason });
  });
});

describe('the completion date of a roster row', () => {
  it('takes a date cell', () => {
    expect(parseCompletionDate({ day: '2026-02-01' }, TODAY)).toEqual({ day: '2026-02-01' });
  });

  it.each([
    ['2026-02-01', '2026-02-01'],
    [' 2026-03-10 ', '2026-03-10'],
    ['02/01/2026', '2026-02-01'],
    ['2/1/2026', '2026-02-01'],
    ['12/31/2025', '2025-12-31'],
  ])('takes the text %j as %s', (text, day) => {
    expect(parseCompletionDate(text, TODAY)).toEqual({ day });
  });

  it.each([
    [null, M.dateMissing],
    ['', M.dateMissing],
    ['2026-02-30', M.dateInvalid],
    ['31/12/2025', M.dateInvalid],
    ['13/01/2026', M.dateInvalid],
    ['01-02-2026', M.dateInvalid],
    ['yesterday', M.dateInvalid],
    [46000, M.dateInvalid],
    [true, M.dateInvalid],
    [{ day: 'not a day' }, M.dateInvalid],
  ])('refuses %j: %s', (cell, reason) => {
    expect(parseCompletionDate(cell, TODAY)).toEqual({ reason });
  });

  it('refuses a day after today, in either form, and takes today itself', () => {
    expect(parseCompletionDate('2026-03-11', TODAY)).toEqual({ reason: M.dateInFuture('03/11/2026') });
    expect(parseCompletionDate({ day: '2027-01-01' }, TODAY)).toEqual({
      reason: M.dateInFuture('01/01/2027'),
    });
    expect(parseCompletionDate('03/10/2026', TODAY)).toEqual({ day: TODAY });
  });
});

describe('a roster row', () => {
  it('becomes an entry when both cells are good', () => {
    expect(
      checkRosterRow({ row: 2, email: 'A@b.edu', completionDate: { day: '2026-01-05' } }, TODAY),
    ).toEqual({ entry: { row: 2, email: 'a@b.edu', completedOn: '2026-01-05' } });
  });

  it('is refused for its email first, showing what the cell held', () => {
    expect(checkRosterRow({ row: 3, email: 'nobody', completionDate: 'soon' }, TODAY)).toEqual({
      refused: { row: 3, email: 'nobody', reason: M.emailInvalid },
    });
    expect(checkRosterRow({ row: 4, email: null, completionDate: '2026-01-01' }, TODAY)).toEqual({
      refused: { row: 4, email: null, reason: M.emailMissing },
    });
  });

  it('is refused for its date with the email it names', () => {
    expect(checkRosterRow({ row: 5, email: 'a@b.edu', completionDate: 'soon' }, TODAY)).toEqual({
      refused: { row: 5, email: 'a@b.edu', reason: M.dateInvalid },
    });
  });
});
