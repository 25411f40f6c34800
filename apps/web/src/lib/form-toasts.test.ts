import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formToasts } from './form-toasts';

const notistack = vi.hoisted(() => ({ enqueueSnackbar: vi.fn(), closeSnackbar: vi.fn() }));
vi.mock('./toasts', () => notistack);

beforeEach(() => {
  let key = 0;
  notistack.enqueueSnackbar.mockReset().mockImplementation(() => ++key);
  notistack.closeSnackbar.mockReset();
});

describe('formToasts', () => {
  it('closes the toast a form showed before showing its next result', () => {
    const toasts = formToasts('user-form');
    toasts.error('An account with this email already exists.');
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
    toasts.success('New TE user created.');
    expect(notistack.closeSnackbar).toHaveBeenCalledWith(1);
    expect(notistack.enqueueSnackbar).toHaveBeenLastCalledWith('New TE user created.', {
      variant: 'success',
    });
  });

  it('leaves the toasts of other forms alone', () => {
    formToasts('school-form').error('There was a problem updating the school information.');
    formToasts('password-form').success('User password updated.');
    expect(notistack.closeSnackbar).not.toHaveBeenCalled();
  });
});
