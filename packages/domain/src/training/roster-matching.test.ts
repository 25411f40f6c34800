import { describe, expect, it } from 'vitest';
import { TRAINING } from '../roles/roles.js';
import { matchRoster, type RosterAccount, rosterAccountOutcome } from './roster-matching.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

const account = (over: Partial<RosterAccount>): RosterAccount => ({
  id: 1,
  email: 'x@delta.edu',
  firstName: 'Taylor',
  lastName: 'Brooks',
  usertype: 'TELO',
  trainingComplete: TRAINING.REQUIRED,
  ...over,
});

describe('what a roster row does to its account', () => {
  it('marks a staff account whose training is required, TELO or TE', () => {
    expect(rosterAccountOutcome(account({}))).toEqual({ mark: true });
    expect(rosterAccountOutcome(account({ usertype: 'TE' }))).toEqual({ mark: true });
  });

  it.each([
    ['no account', undefined, M.noAccount],
    ['a student', account({ usertype: 'STUDENT' }), M.studentAccount],
    ['a trained account', account({ trainingComplete: TRAINING.COMPLETE }), M.alreadyTrained],
    ['an account needing none', account({ trainingComplete: TRAINING.NOT_REQUIRED }), M.notRequired],
  ])('leaves %s alone', (_label, acc, reason) => {
    expect(rosterAccountOutcome(acc)).toEqual({ mark: false, reason });
  });
});

describe('matching a roster', () => {
  it('marks each account once, at its first row, and says why the others are not', () => {
    const accounts = [
      account({ id: 7, email: 'Untrained@Delta.edu' }),
      account({ id: 8, email: 'done@delta.edu', trainingComplete: TRAINING.COMPLETE }),
    ];
    const result = matchRoster(
      [
        { row: 2, email: 'untrained@delta.edu', completedOn: '2026-01-01' },
        { row: 3, email: 'done@delta.edu', completedOn: '2026-01-01' },
        { row: 4, email: 'ghost@delta.edu', completedOn: '2026-01-01' },
        { row: 5, email: 'untrained@delta.edu', completedOn: '2026-01-02' },
      ],
      accounts,
    );
    expect(result.marked).toEqual([
      { row: 2, email: 'untrained@delta.edu', name: 'Taylor Brooks', userId: 7 },
    ]);
    expect(result.unmatched).toEqual([
      { row: 3, email: 'done@delta.edu', reason: M.alreadyTrained },
      { row: 4, email: 'ghost@delta.edu', reason: M.noAccount },
      { row: 5, email: 'untrained@delta.edu', reason: M.listedAgain(2) },
    ]);
  });
});
