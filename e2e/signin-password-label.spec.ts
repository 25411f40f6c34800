import { expect, type Page, test } from '@playwright/test';

/** The visible text of the label of a control. */
async function labelOf(page: Page, name: string) {
  const id = await page.getByRole('textbox', { name, exact: true }).getAttribute('id');
  return page.locator(`label[for="${id}"]`);
}

for (const path of ['/signin', '/applicantsignin']) {
  test(`${path} labels the password "Password", without a required mark`, async ({ page }) => {
    await page.goto(path);
    // The spec gives the sign-in password no rule (1-core §5); the email stays required.
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(await labelOf(page, 'Password')).toHaveText('Password');
    await expect(password).not.toHaveAttribute('required');
    await expect(password).not.toHaveAttribute('aria-required', 'true');
    await expect(await labelOf(page, 'Email')).toHaveText(/^Email\s*\*$/);
  });
}
