import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSource,
  checkSources,
  type FileRuleId,
  formatViolation,
  type RepoRuleId,
  RULE_FIXES,
  type RuleId,
} from './boundary-rules.js';
import { scanRepo } from './scan-repo.js';
import { tablesOfSchema } from './table-writes.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A schema snippet: the tables the table-writes examples name. */
const TABLES = tablesOfSchema(`
export const studentApplications = pgTable('student_applications', { id: serial() });
export const users = pgTable('users', { id: serial() });`);

/** Rule ids a snippet breaks, placed at `file`. */
function rulesBroken(file: string, text: string): RuleId[] {
  return checkSource(file, text, TABLES).map((v) => v.rule);
}

/** Rule ids a set of files breaks (path → text), with the graph rules. */
function repoRulesBroken(files: Record<string, string>): RuleId[] {
  return checkSources(new Map(Object.entries(files))).map((v) => v.rule);
}

const SERVICE = 'apps/server/src/modules/students/student-service.ts';
const REPO = 'apps/server/src/modules/students/students-repo.ts';
const FEATURE = 'apps/web/src/features/users/te-users-page.tsx';

/**
 * Each rule with snippets it must catch and snippets it must let through, so the repository check
 * below cannot pass by matching nothing.
 */
type Snippets = { caught: [string, string][]; passed: [string, string][] };

const SOURCE_FIXTURES: Record<
  Exclude<FileRuleId, 'table-written-outside-owner' | 'rule-imports-contract'>,
  Snippets
> = {
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

const OWNER = 'apps/server/src/modules/students/student-applications-repo.ts';
const EXPORTS_REPO = 'apps/server/src/modules/exports/exports-repo.ts';
const SCHEMA_IMPORT = "import { studentApplications, users } from '../../db/schema/students.js';\n";
const TABLE_WRITE_FIXTURES: Snippets = {
  caught: [
    [EXPORTS_REPO, `${SCHEMA_IMPORT}await db.update(studentApplications).set({ version: 2 });`],
    [EXPORTS_REPO, `${SCHEMA_IMPORT}const a = studentApplications;\nawait tx.delete(a).where(eq(a.id, id));`],
    [
      EXPORTS_REPO,
      "import * as schema from '../../db/schema/index.js';\nawait db.insert(schema.users).values(v);",
    ],
    [EXPORTS_REPO, 'await db.execute(sql`UPDATE student_applications SET version = version + 1`);'],
    [
      EXPORTS_REPO,
      `${SCHEMA_IMPORT}await queryRows(tx, sql\`delete from \${studentApplications} where id = \${id}\`);`,
    ],
    [REPO, "const q = 'insert into users (email) values ($1)';"],
  ],
  passed: [
    [OWNER, `${SCHEMA_IMPORT}await db.update(studentApplications).set({ version: 2 });`],
    [EXPORTS_REPO, `${SCHEMA_IMPORT}await db.select().from(studentApplications).for('update');`],
    [
      EXPORTS_REPO,
      'cache.delete(users);\nconst m = sql`select 1 from student_applications for update skip locked`;',
    ],
    [
      'apps/server/src/test/import-fixtures.ts',
      'await db.execute(sql`update student_applications set version = 1`);',
    ],
    [
      'apps/server/src/db/seed/students.ts',
      `${SCHEMA_IMPORT}await db.insert(studentApplications).values(rows);`,
    ],
  ],
};
const CONTRACT_FIXTURES: Snippets = {
  caught: [
    ['packages/domain/src/reports/report-stats.ts', "import { reportEndpoints } from '../api/reports.js';"],
    ['packages/domain/src/billing/index.ts', "export * from './billing-endpoints.js';"],
    ['packages/domain/src/common/dates.ts', "import type { Endpoint } from '../api/endpoint.js';"],
  ],
  passed: [
    ['packages/domain/src/api/reports.ts', "import { REPORTS } from '../reports/report-catalogue.js';"],
    ['packages/domain/src/index.ts', "export * from './api/index.js';"],
    ['packages/domain/src/reports/report-stats.ts', "import { REPORTS } from './report-catalogue.js';"],
  ],
};

const FIXTURES: Record<FileRuleId, Snippets> = {
  ...SOURCE_FIXTURES,
  'table-written-outside-owner': TABLE_WRITE_FIXTURES,
  'rule-imports-contract': CONTRACT_FIXTURES,
};

/** The graph rules: sets of files (path → text) they must catch and sets they must let through. */
const REPO_FIXTURES: Record<
  RepoRuleId,
  { caught: Record<string, string>[]; passed: Record<string, string>[] }
> = {
  'import-circle': {
    caught: [
      {
        'apps/server/src/platform/payments/payment-gateway.ts':
          "import { createAuthorizeNetGateway } from './authorize-net-gateway.js';",
        'apps/server/src/platform/payments/authorize-net-gateway.ts':
          "import type { PaymentGateway } from './payment-gateway.js';",
      },
      {
        'apps/web/src/features/reports/stats/stats-data.ts':
          "import type { StatsAnswer } from './stats-view';",
        'apps/web/src/features/reports/stats/stats-view.ts':
          "export type { StatsResult } from './stats-data';",
      },
      {
        'packages/domain/src/a.ts': "import { b } from './b.js';",
        'packages/domain/src/b.ts': "import { c } from './c/index.js';",
        'packages/domain/src/c/index.ts': "const a = await import('../a.js');",
      },
    ],
    passed: [
      {
        'apps/server/src/platform/payments/gateway-types.ts': 'export interface PaymentGateway {}',
        'apps/server/src/platform/payments/payment-gateway.ts':
          "import { createAuthorizeNetGateway } from './authorize-net-gateway.js';\nexport type { PaymentGateway } from './gateway-types.js';",
        'apps/server/src/platform/payments/authorize-net-gateway.ts':
          "import type { PaymentGateway } from './gateway-types.js';",
      },
    ],
  },
  'fixture-outside-tests': {
    caught: [
      {
        'packages/domain/src/applications/test-fixtures.ts': 'export const AY = 1;',
        'packages/domain/src/applications/rules.test.ts': "import { AY } from './test-fixtures.js';",
      },
      {
        'apps/server/src/db/seed/seed-rules.ts': 'export const check = 1;',
        'apps/server/src/db/seed/seed-rules.test.ts': "import { check } from './seed-rules.js';",
      },
      // Named as a fixture: outside the test paths even when production code imports it.
      {
        'packages/domain/src/billing/invoice-samples.ts': 'export const sample = 1;',
        'packages/domain/src/billing/index.ts': "export * from './invoice-samples.js';",
      },
    ],
    passed: [
      {
        'packages/domain/src/test/application-fixtures.ts': 'export const AY = 1;',
        'packages/domain/src/applications/rules.test.ts':
          "import { AY } from '../test/application-fixtures.js';",
      },
      {
        'apps/server/src/db/seed/plans.ts': 'export const plan = 1;',
        'apps/server/src/db/seed/index.ts': "import { plan } from './plans.js';",
        'apps/server/src/db/seed/plans.test.ts': "import { plan } from './plans.js';",
      },
      // Found by Vite's import.meta.glob (the router finds the features' routes so).
      {
        'apps/web/src/features/billing/routes.tsx': 'export const featureRoutes = {};',
        'apps/web/src/features/billing/routes.test.ts': "import { featureRoutes } from './routes';",
        'apps/web/src/app/portal-routes.tsx': "const found = import.meta.glob('../features/*/routes.tsx');",
      },
    ],
  },
};

describe('boundary checker (self-test)', () => {
  for (const [rule, { caught, passed }] of Object.entries(FIXTURES) as [
    FileRuleId,
    (typeof FIXTURES)[FileRuleId],
  ][]) {
    it.each(caught)(`${rule} catches %s: %s`, (file, text) => {
      expect(rulesBroken(file, text)).toContain(rule);
    });
    it.each(passed)(`${rule} lets through %s: %s`, (file, text) => {
      expect(rulesBroken(file, text)).not.toContain(rule);
    });
  }

  for (const [rule, { caught, passed }] of Object.entries(REPO_FIXTURES) as [
    RepoRuleId,
    (typeof REPO_FIXTURES)[RepoRuleId],
  ][]) {
    it.each(caught.map((files) => [Object.keys(files).join(' + '), files] as const))(
      `${rule} catches %s`,
      (_, files) => {
        expect(repoRulesBroken(files)).toContain(rule);
      },
    );
    it.each(passed.map((files) => [Object.keys(files).join(' + '), files] as const))(
      `${rule} lets through %s`,
      (_, files) => {
        expect(repoRulesBroken(files)).not.toContain(rule);
      },
    );
  }

  it('names every step of an import circle', () => {
    const [v] = checkSources(
      new Map([
        ['packages/domain/src/a.ts', "import { b } from './b.js';"],
        ['packages/domain/src/b.ts', "\nimport type { A } from './a.js';"],
      ]),
    );
    expect(v).toMatchObject({
      file: 'packages/domain/src/a.ts',
      line: 1,
      rule: 'import-circle',
      detail: 'import circle packages/domain/src/a.ts → packages/domain/src/b.ts → packages/domain/src/a.ts',
    });
  });

  it('names the file, line, rule and fix in each message', () => {
    const [violation] = checkSource(SERVICE, '\n\nif (row.statusId === 3) return;');
    expect(violation).toMatchObject({ file: SERVICE, line: 3, rule: 'domain-value-compared' });
    expect(formatViolation(violation!)).toBe(
      `${SERVICE}:3 [domain-value-compared] statusId compared with the literal 3 — ${RULE_FIXES['domain-value-compared']}`,
    );
  });
});

describe('repository boundaries (docs/architecture.md "What the machine checks")', () => {
  let scan: ReturnType<typeof scanRepo>;
  // Parsing every source file takes seconds on a busy 2-core machine: more than the default 10 s hook.
  beforeAll(() => {
    scan = scanRepo(REPO_ROOT);
  }, 120_000);

  it('looks at the files of every rule', () => {
    // A path typo would make a rule look at nothing and pass for ever.
    for (const count of Object.values(scan.filesPerRule)) expect(count).toBeGreaterThan(5);
  });

  it('finds no broken boundary: imports across features, layers or modules, stray SQL, compared domain values, tables written outside their owner, import circles, fixtures outside tests, rules importing contracts', () => {
    expect(scan.violations.map(formatViolation)).toEqual([]);
  });
});
