import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSource, formatViolation, RULE_FIXES, type RuleId } from './boundary-rules.js';
import { scanRepo } from './scan-repo.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Rule ids a snippet breaks, placed at `file`. */
function rulesBroken(file: string, text: string): RuleId[] {
  return checkSource(file, text).map((v) => v.rule);
}

const SERVICE = 'apps/server/src/modules/students/student-service.ts';
const REPO = 'apps/server/src/modules/students/students-repo.ts';
const FEATURE = 'apps/web/src/features/users/te-users-page.tsx';

/**
 * Each rule with snippets it must catch and snippets it must let through, so the repository check
 * below cannot pass by matching nothing.
 */
const FIXTURES: Record<RuleId, { caught: [string, string][]; passed: [string, string][] }> = {
  'feature-imports-feature': {
    caught: [
      [FEATURE, "import { useSchool } from '../schools/schools-api';"],
      [FEATURE, "export { SchoolForm } from '../schools/school-form';"],
      [FEATURE, "const Page = lazy(() => import('../students/routes'));"],
    ],
    passed: [
      [FEATURE, "import { api } from '../../lib/api';\nimport { RolesField } from './roles-field';"],
      ['apps/web/src/app/router.tsx', "import { usersRoutes } from '../features/users/routes';"],
    ],
  },
  'plugin-imports-module': {
    caught: [
      [
        'apps/server/src/plugins/session.ts',
        "import { findLiveSession } from '../modules/auth/auth-repo.js';",
      ],
    ],
    passed: [
      [
        'apps/server/src/plugins/session.ts',
        "import { findLiveSession } from '../platform/sessions-repo.js';",
      ],
      [
        'apps/server/src/modules/auth/auth-service.ts',
        "import { requireActor } from '../../plugins/policy.js';",
      ],
    ],
  },
  'module-reaches-repo': {
    caught: [
      [SERVICE, "import { findAidYear } from '../reference/reference-repo.js';"],
      [SERVICE, "import * as importWrites from '../imports/import-writes-repo.js';"],
      [SERVICE, "export { schoolExists } from '../schools/schools-repo.js';"],
      // Other internals too: only the service is another module's door.
      [SERVICE, "import { hashPassword } from '../auth/tokens.js';"],
      [SERVICE, "const emails = await import('../exports/export-emails.js');"],
    ],
    passed: [
      [SERVICE, "import { findAidYear } from '../reference/reference-service.js';"],
      [SERVICE, "import { updateImportRows } from '../imports/import-rows-service.js';"],
      [
        REPO,
        "import { lockStudent } from './students-repo.js';\nimport { x } from './application-checks.js';",
      ],
      [
        SERVICE,
        "import { isoToday } from '@exchange/domain';\nimport type { DbOrTx } from '../../db/client.js';\nimport { enqueueEmail } from '../../platform/outbox/outbox-repo.js';\nimport { forbidden } from '../../plugins/errors.js';",
      ],
      [
        'apps/server/src/modules/students/application-update-race.test.ts',
        "import * as w from '../imports/import-writes-repo.js';",
      ],
      ['apps/server/src/app.ts', "import { studentsRoutes } from './modules/students/students-routes.js';"],
    ],
  },
  'sql-outside-repo': {
    caught: [
      [SERVICE, 'await db.execute(sql`select 1`);'],
      [SERVICE, 'const rows = await tx.select().from(students);'],
      [SERVICE, 'await opts.db.insert(students).values(row);'],
      [SERVICE, "const q = 'select id from students where id = $1';"],
      [SERVICE, 'const order = sql.raw(column);'],
      ['apps/server/src/plugins/session.ts', 'await db.update(sessions).set({ lastSeenAt: now });'],
    ],
    passed: [
      [REPO, 'await db.execute(sql`select 1`);\nawait db.select().from(students);'],
      [SERVICE, "cache.delete(key);\nconst m = 'Select a school from the list';\nset.add('insert');"],
      ['apps/server/src/db/seed/index.ts', 'await db.execute(sql`truncate students`);'],
      ['apps/server/src/modules/students/student-routes.test.ts', 'await db.execute(sql`select 1`);'],
    ],
  },
  'domain-value-compared': {
    caught: [
      ['apps/web/src/app/guards.tsx', "if (user.usertype === 'STUDENT') return null;"],
      [SERVICE, "if (usertype !== 'TE') throw notFound();"],
      [SERVICE, 'if (row.statusId === 3) return;'],
      [SERVICE, 'const approved = row.exportStatus !== 2;'],
      [SERVICE, 'const admin = r.userRoleId === 1;'],
      [SERVICE, 'if (user.trainingComplete == 0) return;'],
      [SERVICE, "const open = app.applicationStatus === 'OPEN';"],
      [SERVICE, "switch (user.usertype) { case 'TELO': break; }"],
      ['apps/server/src/db/transaction.ts', "if (actor.usertype === 'TE') return;"],
      [SERVICE, 'switch (row.importStatusId) { case 4: break; }'],
      [SERVICE, "const staff = ['TE', 'TELO'].includes(user.usertype);"],
      [SERVICE, 'const admin = active.roleList.includes(1);'],
    ],
    passed: [
      [SERVICE, 'if (error.status === 404 || reply.statusCode !== 200) return;'],
      [SERVICE, "if (count === 3 || rows.length > 2 || name === 'TE Admin') return;"],
      [SERVICE, 'if (row.statusId === EXPORT_STATUS.EXPORT_APPROVED) return;\n// usertype === "TE"'],
      ['packages/domain/src/roles/access.ts', "if (user.usertype === 'STUDENT') return [];"],
      ['apps/server/src/db/seed/accounts.ts', "const training = u.usertype === 'TE' ? 2 : 1;"],
      ['apps/server/src/modules/users/te-users-service.test.ts', "expect(u.usertype === 'TE').toBe(true);"],
    ],
  },
};

describe('boundary checker (self-test)', () => {
  for (const [rule, { caught, passed }] of Object.entries(FIXTURES) as [
    RuleId,
    (typeof FIXTURES)[RuleId],
  ][]) {
    it.each(caught)(`${rule} catches %s: %s`, (file, text) => {
      expect(rulesBroken(file, text)).toContain(rule);
    });
    it.each(passed)(`${rule} lets through %s: %s`, (file, text) => {
      expect(rulesBroken(file, text)).not.toContain(rule);
    });
  }

  it('names the file, line, rule and fix in each message', () => {
    const [violation] = checkSource(SERVICE, '\n\nif (row.statusId === 3) return;');
    expect(violation).toMatchObject({ file: SERVICE, line: 3, rule: 'domain-value-compared' });
    expect(formatViolation(violation!)).toBe(
      `${SERVICE}:3 [domain-value-compared] statusId compared with the literal 3 — ${RULE_FIXES['domain-value-compared']}`,
    );
  });
});

describe('repository boundaries (ARCHITECTURE.md Conventions 3-5)', () => {
  let scan: ReturnType<typeof scanRepo>;
  // Parsing every source file takes seconds on a busy 2-core machine: more than the default 10 s hook.
  beforeAll(() => {
    scan = scanRepo(REPO_ROOT);
  }, 120_000);

  it('looks at the files of every rule', () => {
    // A path typo would make a rule look at nothing and pass for ever.
    for (const count of Object.values(scan.filesPerRule)) expect(count).toBeGreaterThan(5);
  });

  it('finds no feature-to-feature import, plugin-to-module import, module-to-module repo import, stray SQL or compared domain value', () => {
    expect(scan.violations.map(formatViolation)).toEqual([]);
  });
});
