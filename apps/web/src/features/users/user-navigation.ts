/** Navigation state of the account information screens: the user to edit, kept out of the address. */
export interface AccountInfoState {
  userId: number;
}

/** The user id carried by the navigation state, or null. */
export function userIdFromState(state: unknown): number | null {
  const id = (state as Partial<AccountInfoState> | null)?.userId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
