// A small client an integrator writes against the types openapi-typescript generates from the portal's
// OpenAPI document (GET /api/docs/json). apps/server/src/integrator-client.test.ts generates
// `openapi.ts` beside a copy of this file and typechecks both: a shape that loses its name, a path or
// a field that changes, fails the test. The session is the cookie POST /api/login sets.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type SessionUser = Schemas['SessionUser'];
export type ExportApplication = Schemas['ExportApplication'];
export type ImportRow = Schemas['ImportRow'];
export type InvoiceDetail = Schemas['InvoiceDetail'];
export type ApiError = Schemas['ApiError'];

/** A portal session: the base address and the cookie the sign-in set. */
export interface Session {
  base: string;
  cookie: string;
  user: SessionUser;
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const error = (await response.json()) as ApiError;
    throw new Error(`${error.status}: ${error.message}`);
  }
  return (await response.json()) as T;
}

/** POST /api/login: a session for the user, as the portal's sign-in page makes it. */
export async function signIn(
  base: string,
  credentials: JsonBody<paths['/api/login']['post']>,
): Promise<Session> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const user = await answer<SessionUser>(response);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { base, cookie, user };
}

/** GET /api/export/school/{schoolId}: the export applications of a school. */
export async function listExports(session: Session, schoolId: number): Promise<ExportApplication[]> {
  const path: keyof paths = '/api/export/school/{schoolId}';
  const url = `${session.base}${path.replace('{schoolId}', String(schoolId))}`;
  const list = await answer<Schemas['ExportList']>(await fetch(url, { headers: { cookie: session.cookie } }));
  return list.map((row) => row);
}

/** PUT /api/import/appid/{applicationId}/importschool/{schoolId}: a new import status for one row. */
export async function updateImportStatus(
  session: Session,
  row: Pick<ImportRow, 'applicationId' | 'importSchool'>,
  change: JsonBody<paths['/api/import/appid/{applicationId}/importschool/{schoolId}']['put']>,
): Promise<ImportRow> {
  const url = `${session.base}/api/import/appid/${row.applicationId}/importschool/${row.importSchool}`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  return answer<ImportRow>(response);
}

/** GET /api/invoice/{id}: one invoice with its school and amounts (integer cents). */
export async function readInvoice(session: Session, id: number): Promise<InvoiceDetail> {
  const path: keyof paths = '/api/invoice/{id}';
  return answer<InvoiceDetail>(
    await fetch(`${session.base}${path.replace('{id}', String(id))}`, {
      headers: { cookie: session.cookie },
    }),
  );
}

/** What an integration does with them: the amount due of an invoice after an import is approved. */
export async function approveAndReadDue(
  session: Session,
  row: ImportRow,
  approved: number,
  invoiceId: number,
): Promise<number> {
  const updated = await updateImportStatus(session, row, { importStatus: approved });
  const invoice = await readInvoice(session, invoiceId);
  return updated.applicationId > 0 ? invoice.invoiceAmountDue : 0;
}
