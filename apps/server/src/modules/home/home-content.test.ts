import type { HomeContent } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/app.js';
import { selectRows } from '../../test/student-fixtures.js';

// The home content (open-points 36): TE admins edit it, every staff user reads it, and whatever is sent
// or stored, only the allowlist comes back (sanitised on write and again on read).
const PATH = '/api/home/content';
const ADMIN = 'admin@example.org';
const READ_ONLY_ADMIN = 'readonly.admin@example.org';
const TELO = 'telo@alpha.edu';
const STUDENT = 'student@example.com';

let t: TestContext;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  for (const email of [ADMIN, READ_ONLY_ADMIN, TELO, STUDENT]) cookies.set(email, await t.signIn(email));
});

afterAll(async () => {
  await t?.close();
});

function call(email: string, method: 'GET' | 'PUT', payload?: unknown) {
  return t.app.inject({
    method,
    url: PATH,
    headers: { cookie: cookies.get(email)! },
    payload: payload as object,
  });
}

async function read(email = ADMIN): Promise<HomeContent> {
  const res = await call(email, 'GET');
  expect(res.statusCode).toBe(200);
  return res.json() as HomeContent;
}

async function save(html: string): Promise<HomeContent> {
  const res = await call(ADMIN, 'PUT', { html, lastUpdated: (await read()).lastUpdated });
  expect(res.statusCode).toBe(200);
  return res.json() as HomeContent;
}

const HOSTILE =
  '<h1>Big</h1><h2 class="x" style="color:red">Title</h2>' +
  '<p onclick="steal()">Hi <script>alert(1)</script><img src="x" onerror="alert(2)">there</p>' +
  '<p><a href="javascript:alert(3)">bad</a> <a href="https://example.org/a" target="_blank" rel="opener">good</a> ' +
  '<a href="http://example.org/b">plain</a> <a href="/relative">relative</a> <a href="data:text/html,x">data</a></p>' +
  '<ul><li><strong>one</strong></li></ul><ol><li><em>two</em><br></li></ol><h3>h3</h3><h4>h4</h4>' +
  '<style>p { color: red }</style><iframe src="https://evil.example"></iframe><table><tr><td>cell</td></tr></table>';
const CLEAN =
  'Big<h2>Title</h2><p>Hi there</p>' +
  '<p><a rel="noopener">bad</a> <a href="https://example.org/a" rel="noopener">good</a> ' +
  '<a href="http://example.org/b" rel="noopener">plain</a> <a rel="noopener">relative</a> <a rel="noopener">data</a></p>' +
  '<ul><li><strong>one</strong></li></ul><ol><li><em>two</em><br /></li></ol><h3>h3</h3><h4>h4</h4>cell';

describe('reading the home content', () => {
  it("answers the migration's first text to staff, with Edit offered only to a TE admin not read-only", async () => {
    const admin = await read(ADMIN);
    expect(admin.html).toContain('<h2>Welcome to the Exchange Portal</h2>');
    expect(admin.canEdit).toBe(true);
    expect((await read(READ_ONLY_ADMIN)).canEdit).toBe(false);
    const telo = await read(TELO);
    expect(telo).toEqual({ ...admin, canEdit: false });
  });

  it('refuses students: the home page is the staff area', async () => {
    expect((await call(STUDENT, 'GET')).statusCode).toBe(403);
  });
});

describe('saving the home content', () => {
  it('keeps only the allowlist: no script, event attribute or javascript: link; links get rel="noopener"', async () => {
    const saved = await save(HOSTILE);
    expect(saved.html).toBe(CLEAN);
    expect(saved.html).not.toMatch(/script|onerror|onclick|javascript:|style|iframe|data:/i);
    expect(saved.modifiedByName).toBeTruthy();
    expect(await read(TELO)).toEqual({ ...saved, canEdit: false });
    // Stored sanitised, not only answered so.
    const [row] = await selectRows<{ html: string }>(t, sql`select html from home_content where id = 1`);
    expect(row?.html).toBe(CLEAN);
  });

  it('sanitises again on the way out: a row written around the API is never served raw', async () => {
    await t.database.db.execute(
      sql`update home_content set html = ${'<p>ok<script>alert(1)</script><a href="javascript:x()" onmouseover="y()">z</a></p>'} where id = 1`,
    );
    expect((await read(TELO)).html).toBe('<p>ok<a rel="noopener">z</a></p>');
  });

  it('records the change in the Admin change log under the acting admin, in the same transaction', async () => {
    const before = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from change_log where table_name = 'home_content'`,
    );
    await save('<p>Logged</p>');
    const rows = await selectRows<{ log_type: string; new_value: string; email: string }>(
      t,
      sql`select c.log_type, c.new_value, u.email from change_log c join users u on u.id = c.modified_by
          where c.table_name = 'home_content' and c.column_name = 'html' order by c.id desc limit 1`,
    );
    expect(rows[0]).toEqual({ log_type: 'ADMIN', new_value: '<p>Logged</p>', email: ADMIN });
    const after = await selectRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from change_log where table_name = 'home_content'`,
    );
    expect(after[0]!.n).toBeGreaterThan(before[0]!.n);
  });

  it('refuses a save from a version someone has since replaced (409), changing nothing', async () => {
    const first = await read();
    await save('<p>Newer</p>');
    const stale = await call(ADMIN, 'PUT', { html: '<p>Older edit</p>', lastUpdated: first.lastUpdated });
    expect(stale.statusCode).toBe(409);
    const newer = await read();
    expect(newer.html).toBe('<p>Newer</p>');
    // Saving the very text stored overwrites no one: accepted from any version, and nothing changes.
    const same = await call(ADMIN, 'PUT', { html: '<p>Newer</p>', lastUpdated: first.lastUpdated });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(newer);
  });

  it('answers a missing or oversized text with 400 and the sentence', async () => {
    const { lastUpdated } = await read();
    const missing = await call(ADMIN, 'PUT', { lastUpdated });
    expect(missing.statusCode).toBe(400);
    const huge = await call(ADMIN, 'PUT', { html: 'x'.repeat(100_001), lastUpdated });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe('The home content may be at most 100,000 characters.');
  });

  it('lets no TE read-only user, school user or student write, whatever the body', async () => {
    const { lastUpdated } = await read();
    for (const email of [READ_ONLY_ADMIN, TELO, STUDENT]) {
      const res = await call(email, 'PUT', { html: '<p>Mine</p>', lastUpdated });
      expect(res.statusCode, email).toBe(403);
    }
    expect((await read()).html).not.toBe('<p>Mine</p>');
  });
});
