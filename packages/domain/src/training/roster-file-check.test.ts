import { describe, expect, it } from 'vitest';
import { rosterFilesProblem } from './roster-file-check.js';
import { ROSTER_MAX_BYTES } from './roster-format.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

describe('the files chosen for the upload', () => {
  it('takes one xlsx or xls file within the size limit', () => {
    expect(rosterFilesProblem([{ name: 'roster.xlsx', size: 10 }])).toBeNull();
    expect(rosterFilesProblem([{ name: 'ROSTER.XLS', size: ROSTER_MAX_BYTES }])).toBeNull();
  });

  it.each([
    ['no file', [], M.expectsSpreadsheet],
    [
      'two files',
      [
        { name: 'a.xlsx', size: 1 },
        { name: 'b.xlsx', size: 1 },
      ],
      M.singleFile,
    ],
    ['a csv', [{ name: 'roster.csv', size: 1 }], M.expectsSpreadsheet],
    ['a file over the limit', [{ name: 'big.xlsx', size: ROSTER_MAX_BYTES + 1 }], M.tooLarge],
    ['an empty file', [{ name: 'empty.xlsx', size: 0 }], M.notSpreadsheet],
  ])('refuses %s', (_label, files, message) => {
    expect(rosterFilesProblem(files)).toBe(message);
  });
});
