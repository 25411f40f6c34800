import { describe, expect, it } from 'vitest';
import { checkRoster } from './roster-sheet.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

const TODAY = '2026-03-10';

describe('a roster sheet', () => {
  it('reads the rows under the header, skipping blank ones, by the columns the header names', () => {
    const result = checkRoster(
      [
        { row: 1, cells: ['Name', 'Completion Date', 'Email'] },
        { row: 2, cells: ['Taylor', { day: '2026-03-01' }, 'untrained@delta.edu'] },
        { row: 3, cells: [null, '', '  '] },
        { row: 5, cells: ['Nobody', 'soon', 'ghost@delta.edu'] },
      ],
      TODAY,
    );
    expect(result).toEqual({
      rowsRead: 2,
      entries: [{ row: 2, email: 'untrained@delta.edu', completedOn: '2026-03-01' }],
      refused: [{ row: 5, email: 'ghost@delta.edu', reason: M.dateInvalid }],
    });
  });

  it('refuses a file whose first row does not name the columns', () => {
    expect(checkRoster([{ row: 1, cells: ['Email', 'Score'] }], TODAY)).toEqual({
      problem: M.missingColumns(['Completion Date']),
    });
    expect(checkRoster([{ row: 2, cells: ['Email', 'Completion Date'] }], TODAY)).toEqual({
      problem: M.missingColumns(['Email', 'Completion Date']),
    });
  });

  it('refuses a file listing no one', () => {
    expect(
      checkRoster(
        [
          { row: 1, cells: ['Email', 'Completion Date'] },
          { row: 2, cells: [null, null] },
        ],
        TODAY,
      ),
    ).toEqual({ problem: M.noRows });
  });
});
