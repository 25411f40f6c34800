/** Yes or No for a flag column (the closed list's Import Approved). */
export function formatYesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
