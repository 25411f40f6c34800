import { API_MESSAGES, AUTH_MESSAGES } from '@exchange/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api';
import { announceSessionExpired, isReportable, showErrorToast } from './error-toast';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('./toasts', () => notistack);

beforeEach(() => {
  notistack.enqueueSnackbar.mockReset().mockReturnValue(1);
  notistack.closeSnackbar.mockReset();
});

describe('error toasts', () => {
  it('say nothing more about a 401 whose session end was announced', () => {
    const error = new ApiRequestError(401, API_MESSAGES.unauthenticated);
    announceSessionExpired(error);
    showErrorToast('load: schools', error, 'There was a problem loading the schools.');
    expect(notistack.enqueueSnackbar).toHaveBeenCalledTimes(1);
    expect(notistack.enqueueSnackbar).toHaveBeenCalledWith(AUTH_MESSAGES.sessionExpired, {
      variant: 'info',
      preventDuplicate: true,
    });
    expect(isReportable(error)).toBe(false);
  });

  it("report a 401 the session handler did not take (the sign-in call's), and every other failure", () => {
    const signIn = new ApiRequestError(401, 'Authentication failed.');
    showErrorToast('sign-in', signIn, signIn.message);
    showErrorToast('school', new ApiRequestError(500, 'boom'), 'There was a problem.');
    expect(notistack.enqueueSnackbar).toHaveBeenCalledTimes(2);
    expect(notistack.enqueueSnackbar).toHaveBeenLastCalledWith('There was a problem.', { variant: 'error' });
  });
});
