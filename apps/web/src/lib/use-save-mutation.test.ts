import { API_MESSAGES, AUTH_MESSAGES } from '@exchange/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api, setUnauthorizedHandler } from './api';
import { announceSessionExpired } from './error-toast';
import { isStaleRecord, reportSaveFailure } from './use-save-mutation';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('./toasts', () => notistack);

const RECORD = ['schools', 'detail', 7] as const;
const FAILED = 'There was a problem updating the school information.';

function setup() {
  const setError = vi.fn();
  const queryClient = { invalidateQueries: vi.fn(async () => {}) };
  return { setError, queryClient, target: { setError } };
}

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  notistack.closeSnackbar.mockReset();
});

describe('reportSaveFailure', () => {
  it('reloads the record someone saved first (409 without field messages) and shows the conflict', async () => {
    const { queryClient, target, setError } = setup();
    const error = new ApiRequestError(409, API_MESSAGES.conflict);
    await reportSaveFailure(
      error,
      target,
      { form: 'school', failure: FAILED, reloadOnConflict: [RECORD] },
      queryClient,
    );
    expect(queryClient.invalidateQueries).toHaveBeenCalledWith({ queryKey: RECORD });
    expect(setError).not.toHaveBeenCalled();
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(API_MESSAGES.conflict, { variant: 'error' });
  });

  it('leaves a 409 about a field (a duplicate name) on that field, without reloading', async () => {
    const { queryClient, target, setError } = setup();
    const error = new ApiRequestError(409, 'Duplicate', { schoolName: 'A school with this name exists.' });
    await reportSaveFailure(
      error,
      target,
      { form: 'school', failure: FAILED, reloadOnConflict: [RECORD] },
      queryClient,
    );
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
    expect(setError).toHaveBeenCalledWith(
      'schoolName',
      { type: 'server', message: 'A school with this name exists.' },
      { shouldFocus: true },
    );
    expect(isStaleRecord(error)).toBe(false);
  });

  it("maps the server's body paths onto the form's names and skips paths the form does not have", async () => {
    const { queryClient, target, setError } = setup();
    const error = new ApiRequestError(400, 'Invalid', {
      studentBirthDate: 'Enter a valid month',
      'studentApplication.employeeEmail': 'Use a .edu email',
      somethingElse: 'Not on this form',
    });
    await reportSaveFailure(
      error,
      target,
      {
        form: 'ez',
        failure: 'There was a problem submitting the application.',
        failureOnFields: 'There was a problem submitting the application.',
        fields: ['birthMonth', 'studentApplication.employeeEmail'],
        fieldMap: { studentBirthDate: 'birthMonth' },
      },
      queryClient,
    );
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'birthMonth',
      { type: 'server', message: 'Enter a valid month' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'studentApplication.employeeEmail',
      { type: 'server', message: 'Use a .edu email' },
      { shouldFocus: false },
    );
    // The messages are on the fields: the toast says what failed, not the server's generic text.
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(
      'There was a problem submitting the application.',
      {
        variant: 'error',
      },
    );
  });

  it("shows the screen's own message for a server failure, and lets the screen handle a failure itself", async () => {
    const { queryClient, target } = setup();
    await reportSaveFailure(
      new ApiRequestError(500, 'boom'),
      target,
      { form: 'x', failure: FAILED },
      queryClient,
    );
    expect(notistack.enqueueSnackbar).toHaveBeenLastCalledWith(FAILED, { variant: 'error' });

    notistack.enqueueSnackbar.mockClear();
    const handleError = vi.fn(() => true);
    await reportSaveFailure(
      new ApiRequestError(409, 'Open'),
      target,
      { form: 'x', failure: FAILED, handleError, reloadOnConflict: [RECORD] },
      queryClient,
    );
    expect(handleError).toHaveBeenCalled();
    expect(notistack.enqueueSnackbar).not.toHaveBeenCalled();
    expect(queryClient.invalidateQueries).not.toHaveBeenCalled();
  });
});

describe('a row save answered 401', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "Your session has expired." once: the session handler says it, the save adds nothing', async () => {
    // The handler as AuthProvider registers it (its sign-out and redirect need no toast of their own).
    const off = setUnauthorizedHandler((error) => announceSessionExpired(error));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 401, message: API_MESSAGES.unauthenticated }), {
            status: 401,
          }),
      ),
    );
    const { queryClient } = setup();
    const error = await api.put('/api/import/appid/7/importschool/3', {}).catch((e: unknown) => e);
    await reportSaveFailure(
      error,
      undefined,
      { form: 'import-list', failure: 'There was a problem updating the import status.' },
      queryClient,
    );
    off();
    expect(notistack.enqueueSnackbar).toHaveBeenCalledTimes(1);
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(AUTH_MESSAGES.sessionExpired, {
      variant: 'info',
      preventDuplicate: true,
    });
  });
});
