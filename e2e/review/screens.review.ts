import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PERSONAS, signInAsStaff, signInAsStudent, submitSignIn } from '../support/personas.js';

// Review aid, not a check (`npm run screenshots`): writes PNGs to e2e/screenshots/ for a human to look at.
const shot = (name: string) => fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

for (const width of [390, 1280]) {
  test(`screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`signin-${width}`), fullPage: true });

    await page.goto('/forgotpassword');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`forgot-${width}`), fullPage: true });

    // Review only: a stand-in logo, to see the header with one.
    await page.route('**/logos/*.png', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect width="120" height="48" fill="#7a1f2b"/><text x="60" y="31" font-size="18" fill="#fff" text-anchor="middle" font-family="serif">ALPHA U</text></svg>',
      }),
    );
    await signInAsStaff(page, PERSONAS.admin);
    if (width >= 900) {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'School' })
        .click();
    }
    await page.screenshot({ path: shot(`home-admin-${width}`), fullPage: true });
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await signInAsStaff(page, PERSONAS.telo);
    await page.screenshot({ path: shot(`home-telo-${width}`), fullPage: true });
    if (width < 900) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Exports' })
        .click();
      await page.screenshot({ path: shot(`home-telo-${width}-menu`) });
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await signInAsStudent(page, PERSONAS.student);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: shot(`student-${width}`), fullPage: true });
  });
}

test('temporary password dialog and 404 page', async ({ page }) => {
  // Review only: the answer is altered so any persona shows the dialog.
  await page.route('**/api/login', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), isPasswordTemp: 1 } });
  });
  await submitSignIn(page, PERSONAS.telo);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: shot('temp-password') });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: shot('not-found') });
});

const STAFF_SCREENS = [
  'school/schoolprofile',
  'school/newschool',
  'school/annualaidyearschoolinformation',
  'school/users',
  'school/users/adduser',
  'settings/users',
  'settings/users/addteuser',
  'userprofile',
];

test('staff screens of a TE admin and a liaison officer', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.admin);
  for (const path of STAFF_SCREENS) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot(`admin-${path.replaceAll('/', '-')}`), fullPage: true });
  }
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInAsStaff(page, PERSONAS.telo);
  for (const path of ['school/schoolprofile', 'school/annualaidyearschoolinformation', 'school/users']) {
    await page.goto(`/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot(`telo-${path.replaceAll('/', '-')}`), fullPage: true });
  }
});

test('applicant screens', async ({ page }) => {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.screenshot({ path: shot('registration-errors'), fullPage: true });
  await signInAsStudent(page, PERSONAS.student);
  await page.goto('/studentprofile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: shot('student-profile'), fullPage: true });
  await page.goto('/applicationstatus');
  await page.getByRole('button', { name: 'Update Application' }).first().click();
  await expect(page).toHaveURL(/updateapplication/);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('update-application'), fullPage: true });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInAsStudent(page, PERSONAS.newStudent).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: shot('ez-application'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 860 });
  await page.screenshot({ path: shot('ez-application-390'), fullPage: true });
});

test('export screens of a liaison officer at 1280 and 390 px', async ({ page }) => {
  await signInAsStaff(page, PERSONAS.telo);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    for (const path of ['exports/applications', 'exports/closedapplications']) {
      await page.goto(`/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: shot(`telo-${path.replaceAll('/', '-')}-${width}`), fullPage: true });
      // The first row's application, opened the way a liaison officer does: select it, View Application.
      const firstRow = page.getByRole('row').nth(1);
      if ((await firstRow.count()) === 0) continue;
      await firstRow.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'View Application' }).click();
      await expect(page).toHaveURL(/studentapplication\?id=\d+/);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: shot(`telo-${path.replaceAll('/', '-')}-detail-${width}`),
        fullPage: true,
      });
    }
  }
});
