import { isStudentUser, TRAINING, type UserType } from '../roles/roles.js';
import type { RosterEntry } from './roster-rows.js';
import { TRAINING_MESSAGES as M } from './training-messages.js';

/** An account a roster email names, as the upload reads it. */
export interface RosterAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  usertype: UserType;
  trainingComplete: number;
}

/** A row whose account is marked trained. */
export interface MarkedRosterRow {
  row: number;
  email: string;
  name: string;
  userId: number;
}

/** A readable row that marks no account, and why. */
export interface UnmatchedRosterRow {
  row: number;
  email: string;
  reason: string;
}

/**
 * What a roster row does to the account its email names (open-points 34): a staff account (TE or TELO)
 * whose training is still required is marked complete; no account, a student account, an account
 * already trained or one that needs no training is left as it is, with the reason.
 */
export function rosterAccountOutcome(
  account: Pick<RosterAccount, 'usertype' | 'trainingComplete'> | undefined,
): { mark: true } | { mark: false; reason: string } {
  if (!account) return { mark: false, reason: M.noAccount };
  if (isStudentUser(account)) return { mark: false, reason: M.studentAccount };
  if (account.trainingComplete === TRAINING.COMPLETE) return { mark: false, reason: M.alreadyTrained };
  if (account.trainingComplete === TRAINING.NOT_REQUIRED) return { mark: false, reason: M.notRequired };
  return { mark: true };
}

/**
 * The roster's readable rows against the accounts their emails name: the rows that mark an account
 * trained and those that do not. An email listed again counts once, at its first row.
 */
export function matchRoster(
  entries: readonly RosterEntry[],
  accounts: readonly RosterAccount[],
): { marked: MarkedRosterRow[]; unmatched: UnmatchedRosterRow[] } {
  const byEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a]));
  const firstRow = new Map<string, number>();
  const marked: MarkedRosterRow[] = [];
  const unmatched: UnmatchedRosterRow[] = [];
  for (const { row, email } of entries) {
    const first = firstRow.get(email);
    if (first !== undefined) {
      unmatched.push({ row, email, reason: M.listedAgain(first) });
      continue;
    }
    firstRow.set(email, row);
    const account = byEmail.get(email);
    const outcome = rosterAccountOutcome(account);
    if (outcome.mark && account) {
      marked.push({ row, email, name: `${account.firstName} ${account.lastName}`, userId: account.id });
    } else if (!outcome.mark) {
      unmatched.push({ row, email, reason: outcome.reason });
    }
  }
  return { marked, unmatched };
}
