import { parseArgs } from 'node:util';
import { ROLE, type TeUserCreateBody, TRAINING, teUserCreateSchema, USER_TYPE } from '@exchange/domain';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { inTransaction } from '../db/transaction.js';
import { prepareTemporaryPassword } from '../modules/users/account-steps.js';
import { temporaryPasswordEmail } from '../modules/users/user-emails.js';
import { findAccountByEmail, insertUser, setRolesAt } from '../modules/users/users-repo.js';
import { enqueueEmail } from '../platform/outbox/outbox-repo.js';

/** A refusal the command prints as it is (no stack), exiting 1. */
export class CommandRefusal extends Error {}

export const CREATE_ADMIN_USAGE = 'usage: npm run create-admin -- --email <email> --name "<first> <last>"';

/** The one role of the account: TE Admin, not read-only (1-core §6: it stands alone). */
const TE_ADMIN = [{ userRoleId: ROLE.ADMIN, readOnly: 0 as const }];

/**
 * Reads `--email … --name …`. The name's last word is the last name and the rest the first name; both
 * then go through the Add New TE User form's own rules (teUserCreateSchema), so the command accepts
 * exactly what the portal's form would.
 */
export function parseCreateAdminArgs(argv: readonly string[]): TeUserCreateBody {
  let values: { email?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CommandRefusal(`${(err as Error).message}\n${CREATE_ADMIN_USAGE}`);
  }
  if (values.email === undefined || values.name === undefined) {
    throw new CommandRefusal(`both --email and --name are required\n${CREATE_ADMIN_USAGE}`);
  }
  const words = values.name.trim().split(/\s+/);
  if (words.length < 2) {
    throw new CommandRefusal(`--name needs a first and a last name, such as --name "Ada Lovelace"`);
  }
  const parsed = teUserCreateSchema.safeParse({
    firstName: words.slice(0, -1).join(' '),
    lastName: words.at(-1),
    email: values.email,
    userRole: TE_ADMIN,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${optionOf(String(i.path[0]))}: ${i.message}`);
    throw new CommandRefusal(problems.join('\n'));
  }
  return parsed.data;
}

function optionOf(field: string): string {
  if (field === 'email') return '--email';
  if (field === 'firstName') return '--name (first name)';
  if (field === 'lastName') return '--name (last name)';
  return field;
}

export interface CreatedAdmin {
  userId: number;
  email: string;
  /** Shown once by the command; only its hash is stored. */
  temporaryPassword: string;
  /** True when the welcome email went to the outbox (SMTP_URL set). */
  emailed: boolean;
}

/**
 * Opens a TE Admin account with a temporary password the first sign-in must change (open-points 37).
 * The password is answered to be printed, and with SMTP configured it also goes to the person through
 * the outbox, in the same transaction and wording as an account the portal's form opens. Refused when
 * an account, active or not, already has the email.
 */
export async function createTeAdmin(
  db: Db,
  config: AppConfig,
  person: TeUserCreateBody,
): Promise<CreatedAdmin> {
  const temporary = await prepareTemporaryPassword();
  const emailed = Boolean(config.smtpUrl);
  const taken = () =>
    new CommandRefusal(`an account with the email ${person.email} already exists: nothing was changed`);
  try {
    const userId = await inTransaction(db, null, async (tx) => {
      if (await findAccountByEmail(tx, person.email)) throw taken();
      const id = await insertUser(tx, {
        userName: person.email,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        middleInitial: person.middleInitial,
        usertype: USER_TYPE.TE,
        // Central-office staff take no liaison training, as in the portal's TE-user form.
        trainingComplete: TRAINING.NOT_REQUIRED,
        isPasswordTemp: 1,
        passwordHash: temporary.passwordHash,
      });
      await setRolesAt(tx, id, null, person.userRole);
      if (emailed) {
        await enqueueEmail(tx, temporaryPasswordEmail(config, person.email, temporary.password));
      }
      return id;
    });
    return { userId, email: person.email, temporaryPassword: temporary.password, emailed };
  } catch (err) {
    // Another process added the same email between the check and the insert.
    if (isUniqueViolation(err, 'users_email_uq')) throw taken();
    throw err;
  }
}
