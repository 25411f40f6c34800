import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { decodeMail, type ReceivedMail } from './mailbox.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails with a readable list when axe finds a WCAG 2.1 AA violation on the page.
 *
 * The same rules on the same page as axe's default run, at a third of its cost (docs/testing.md): the
 * portal has no frames, so axe.run in the page itself (legacy mode) tests what runPartial in every frame
 * and finishRun in a blank page of its own would; and axe builds the node details (selectors, HTML) of the
 * violations only, not of the thousands of passing grid cells the journeys never read. `options` first:
 * it replaces the options, withTags then adds the rules to run.
 */
export async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The temporary password of a new account's welcome mail. */
export function temporaryPasswordIn(mail: ReceivedMail): string {
  const text = decodeMail(mail.raw);
  const match = /Temporary password:\s*(\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`No temporary password in the mail:\n${text.slice(0, 2000)}`);
  return match[1];
}

/** Picks an option of a MUI select (a combobox named by its label). */
export async function chooseOption(scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option }).click();
  // The menu fades out after the pick; wait until it is gone so nothing reads a half-faded menu.
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a date (MM/DD/YYYY digits) into a MUI date picker named by its label. */
export async function typeDate(scope: Page | Locator, label: string, date: string) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(date.replace(/\D/g, ''));
}

/** Chooses the school in the drawer's School selector. */
export async function selectSchool(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'School' }).click();
  await page
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect(page.getByRole('combobox', { name: 'School' })).toHaveValue(name);
}

/** Opens a side-menu item, expanding its group when needed. */
export async function openMenuItem(page: Page, group: string, item: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const list = nav.getByRole('list', { name: group });
  if (!(await list.isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
  const link = list.getByRole('link', { name: item, exact: true });
  const href = await link.getAttribute('href');
  // The group unfolds at once (the journeys ask for reduced motion), so the link is where it stays.
  await link.click();
  // A screen may name what it shows in its query string (a report's school, open-points 13).
  await expect(page).toHaveURL(new RegExp(`${href}(\\?.*)?$`));
}

/** The toast with the text (notistack, bottom centre). */
export function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** A TE user to add through Add New TE User. */
export interface NewTeUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** Opens Add New TE User (as a signed-in TE admin), fills it in for a Reports user and answers the form. */
export async function fillNewTeUser(page: Page, user: NewTeUser): Promise<Locator> {
  await openMenuItem(page, 'Settings', 'Users');
  await page.getByRole('link', { name: 'Add New TE User' }).click();
  const form = page.getByRole('form', { name: 'TE user' });
  await form.getByRole('textbox', { name: 'First Name' }).fill(user.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(user.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('checkbox', { name: 'Reports', exact: true }).check();
  return form;
}

/** A school as New School asks for it: the fields the form requires (1-core §5). */
export interface NewSchool {
  schoolName: string;
  website: string;
  address: string;
  city: string;
  /** The State option's name, e.g. 'Ohio'. */
  state: string;
  zip: string;
  /** Ten digits; the form shows them as (419) 555-0142 once the field is left. */
  phone: string;
  region: string;
  carnegieRating: string;
  /** At least 100 characters. */
  overview: string;
  president: { firstName: string; lastName: string; email: string };
}

/** Fills the required fields of the New School form (named 'New school') without submitting it. */
export async function fillNewSchool(form: Locator, school: NewSchool) {
  await form.getByRole('textbox', { name: 'School Name' }).fill(school.schoolName);
  await form.getByRole('textbox', { name: 'Website' }).fill(school.website);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(school.address);
  await form.getByRole('textbox', { name: 'City' }).fill(school.city);
  await chooseOption(form, 'State', school.state);
  await form.getByRole('textbox', { name: 'Zip Code' }).fill(school.zip);
  const phone = form.getByRole('textbox', { name: 'Phone' });
  await phone.fill(school.phone);
  await phone.blur();
  await chooseOption(form, 'Region', school.region);
  await form.getByRole('textbox', { name: 'Carnegie Rating' }).fill(school.carnegieRating);
  await form.getByRole('textbox', { name: 'Overview' }).fill(school.overview);
  const president = form.getByRole('group', { name: 'President', exact: true });
  await president.getByRole('textbox', { name: 'First Name' }).fill(school.president.firstName);
  await president.getByRole('textbox', { name: 'Last Name' }).fill(school.president.lastName);
  await president.getByRole('textbox', { name: 'Email' }).fill(school.president.email);
}
