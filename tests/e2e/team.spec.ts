import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures';
import { expectAccessible, openLatestMail, signIn } from './helpers';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const NEWCOMER = { first: 'Sam', last: 'Lee', email: 'sam.lee@koalasupply.test' };
const NEW_PASSWORD = 'Fresh-Start-2026';

/*
 * Each browser context runs its own copy of the in-page simulator, over its own IndexedDB. Two
 * people on two machines share one server: so at each hand-over the test carries the server's
 * database (IndexedDB) from the context that last wrote to the other one, while each context keeps
 * its own browser storage (the person's session in localStorage and the session cookie).
 */
async function contextWith(
  browser: Browser,
  server: StorageState,
  person?: StorageState,
): Promise<BrowserContext> {
  const personal = new Map((person?.origins ?? []).map((o) => [o.origin, o.localStorage]));
  return browser.newContext({
    storageState: {
      cookies: person?.cookies ?? [],
      origins: server.origins.map((o) => ({ ...o, localStorage: personal.get(o.origin) ?? [] })),
    },
  });
}

const snapshot = (context: BrowserContext) => context.storageState({ indexedDB: true });

const currentOrganisation = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('KS_user') ?? '{}') as { x_organisation_uid?: string })
        .x_organisation_uid,
  );

const rowOf = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });

test('an owner invites a member, who accepts elsewhere and is signed out once deactivated', async ({
  browser,
}) => {
  // Three hand-overs of the whole simulated database between browsers take their time.
  test.setTimeout(300_000);
  // The owner invites Sam.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'owner@demo.test');
  const organisation = await currentOrganisation(owner);
  const members = `/settings/organisation/${organisation}/team/members`;
  await owner.goto(members);
  await expect(rowOf(owner, 'member@demo.test')).toBeVisible();
  await expectAccessible(owner, 'team members');

  await owner.getByRole('link', { name: 'Functions' }).click();
  await expect(owner.getByRole('table', { name: 'Functions by role' })).toBeVisible();
  await expectAccessible(owner, 'team functions');
  await owner.getByRole('link', { name: 'Members' }).click();

  await owner.getByRole('button', { name: 'Invite Member' }).click();
  const form = owner.getByRole('form', { name: 'Invite member' });
  await expect(form).toBeVisible();
  await expectAccessible(owner, 'invite member');
  await form.getByLabel('First name').fill(NEWCOMER.first);
  await form.getByLabel('Last name').fill(NEWCOMER.last);
  await form.getByLabel('Email').fill(NEWCOMER.email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await owner.locator('.ant-select-dropdown:visible').getByTitle('Member', { exact: true }).click();
  await form.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByText(`An invitation has been sent to ${NEWCOMER.email}.`)).toBeVisible();
  await expect(rowOf(owner, NEWCOMER.email)).toContainText('Invited');

  // The invitation is in the mailbox.
  const drawer = await openLatestMail(owner, NEWCOMER.email, /invited you to join/);
  const href = await drawer
    .getByRole('link', { name: 'Accept the invitation' })
    .getAttribute('href');
  expect(href).toMatch(/\/auth\/accept-invitation\?invitation_token=/);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Sam accepts in another browser, setting a password.
  const samContext = await contextWith(browser, await snapshot(ownerContext));
  const sam = await samContext.newPage();
  await sam.goto(href!);
  await expect(sam.getByRole('main')).toContainText(NEWCOMER.email);
  await expectAccessible(sam, 'accept invitation');
  await sam.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await sam.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await sam.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(sam).toHaveURL(/\/dashboard$/);

  // The owner (whose browser now sees the server as Sam left it) deactivates Sam.
  const ownerState = await snapshot(ownerContext);
  await ownerContext.close();
  const ownerAgain = await contextWith(browser, await snapshot(samContext), ownerState);
  const owner2 = await ownerAgain.newPage();
  await owner2.goto(members);
  const samRow = rowOf(owner2, NEWCOMER.email);
  await expect(samRow).toContainText('Active');
  await samRow
    .getByRole('button', { name: `Deactivate ${NEWCOMER.first} ${NEWCOMER.last}` })
    .click();
  const confirm = owner2.getByRole('dialog');
  await expect(confirm).toContainText(`Deactivate ${NEWCOMER.first} ${NEWCOMER.last}?`);
  await expectAccessible(owner2, 'deactivate confirmation');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    owner2.getByText(`${NEWCOMER.first} ${NEWCOMER.last} has been deactivated.`),
  ).toBeVisible();
  await expect(rowOf(owner2, NEWCOMER.email)).toContainText('Inactive');

  // Sam's next action is refused: the portal signs Sam out.
  const samState = await snapshot(samContext);
  await samContext.close();
  const samAgain = await contextWith(browser, await snapshot(ownerAgain), samState);
  const sam2 = await samAgain.newPage();
  await sam2.goto('/dashboard');
  await expect(sam2).toHaveURL(/\/auth\/login/);
  await expectAccessible(sam2, 'signed out');
  await ownerAgain.close();
  await samAgain.close();
});

test('the member edit page passes axe', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const organisation = await currentOrganisation(page);
  await page.goto(`/settings/organisation/${organisation}/team/members`);
  const row = rowOf(page, 'member@demo.test');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Edit Profile of / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/settings/organisation/${organisation}/team/members/[^/]+/edit$`),
  );
  const form = page.getByRole('form', { name: /^Edit / });
  await expect(form.getByLabel('Email')).toHaveValue('member@demo.test');
  await expectAccessible(page, 'member edit');
});
