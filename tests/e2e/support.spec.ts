import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './helpers';
import { openOwnerTable } from './listDrivers';

/** The link of the first chat in the Open chats table. */
const firstOpenChat = (page: Page) =>
  page.getByRole('table', { name: 'Open chats' }).getByRole('row').nth(1).getByRole('link').first();

/** A one-page PDF, small and valid. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Classic XSS payloads, each of which would set window.__xss (or open a dialog) if it ran.
 * They reach the thread as the warehouse's HTML and as text the merchant typed.
 */
const PAYLOADS = [
  '<script>window.__xss="script"</script>',
  '<img src=x onerror="window.__xss=\'img\'">',
  '<IMG SRC=x OnErRoR=window.__xss="img-case">',
  '<svg onload="window.__xss=\'svg\'"><circle r="4"/></svg>',
  '<svg><script>window.__xss="svg-script"</script></svg>',
  '<a href="javascript:window.__xss=\'link\'">click me</a>',
  '<a href=" JaVaScRiPt:alert(1)">odd case link</a>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<object data="javascript:window.__xss=\'object\'"></object>',
  '<embed src="javascript:window.__xss=\'embed\'">',
  '<div style="background:url(javascript:window.__xss=\'style\')">styled</div>',
  '<div style="width:expression(window.__xss=\'expression\')">expr</div>',
  '<style>*{background:url("javascript:window.__xss=\'sheet\'")}</style>',
  '<body onload="window.__xss=\'body\'">',
  '<details open ontoggle="window.__xss=\'details\'">details</details>',
  '<video><source onerror="window.__xss=\'video\'"></video>',
  '<audio src=x onerror="window.__xss=\'audio\'"></audio>',
  '<input autofocus onfocus="window.__xss=\'input\'">',
  '<form action="javascript:window.__xss=\'form\'"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'">',
  '"><script>window.__xss="breakout"</script>',
  '<p onmouseover="window.__xss=\'hover\'">hover me</p>',
  '<marquee onstart="window.__xss=\'marquee\'">m</marquee>',
];

/** A message of the warehouse, as its help desk would post it (the simulator's endpoint). */
async function warehouseReply(page: Page, ticketUid: string, body: string) {
  const status = await page.evaluate(
    async ({ uid, html }) => {
      const response = await fetch(`${location.origin}/__simulator/warehouse-reply`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket_uid: uid, body: html }),
      });
      return response.status;
    },
    { uid: ticketUid, html: body },
  );
  expect(status).toBe(200);
}

/** Nothing ran and nothing dangerous is left in the thread's DOM. */
async function expectNothingRan(page: Page) {
  const thread = page.getByRole('list', { name: 'Messages' });
  await expect(thread).toBeVisible();
  // Give anything that would run (image errors, autofocus, media) a moment to do so.
  await page.waitForTimeout(500);
  // Inside the comments' bodies: the thread's own icons are svg, drawn by the portal.
  const found = await thread.evaluate((list) => {
    const bodies = [...list.querySelectorAll('.chat-comment-body')];
    const all = (selector: string) => bodies.flatMap((b) => [...b.querySelectorAll(selector)]);
    return {
      bodies: bodies.length > 0,
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      tags: all('script, iframe, frame, object, embed, svg, math, style, form, input, base').map(
        (e) => e.tagName,
      ),
      handlers: [...list.querySelectorAll('*')].flatMap((e) =>
        [...e.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${e.tagName} ${a.name}`),
      ),
      scriptUrls: [...list.querySelectorAll('[href], [src], [action], [data]')]
        .flatMap((e) => ['href', 'src', 'action', 'data'].map((n) => e.getAttribute(n) ?? ''))
        .filter((v) => /^\s*(javascript|vbscript):/i.test(v)),
      styles: all('[style]').length,
    };
  });
  expect(found).toEqual({
    bodies: true,
    xss: null,
    tags: [],
    handlers: [],
    scriptUrls: [],
    styles: 0,
  });
}

test('a chat: the list and a thread pass axe, a 6 MB photo is refused, a PDF is sent and downloads from the thread', async ({
  page,
}) => {
  await openOwnerTable(page, '/support/chats', 'Open chats');
  await expect(page.getByRole('tab', { name: /^Open \d+ unread$/ })).toBeVisible();
  await expectAccessible(page, 'chats list');

  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(
    page.getByRole('table', { name: 'Closed chats' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Open/ }).click();

  const first = firstOpenChat(page);
  const subject = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(subject);
  await expectAccessible(page, 'chat thread');

  const picker = page.getByLabel('Attach files');
  await picker.setInputFiles({
    name: 'warehouse-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(6 * 1024 * 1024, 0xff),
  });
  await expect(page.getByText('Image must be less than 5MB', { exact: true })).toBeVisible();
  await expectAccessible(page, 'chat thread with a refused photo');

  await picker.setInputFiles({
    name: 'packing-slip.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByRole('list', { name: 'Files to send' })).toContainText('packing-slip.pdf');
  await page.getByRole('textbox', { name: 'Message' }).fill('Packing slip attached.');
  await page.getByRole('button', { name: 'Send' }).click();

  const sent = page.getByRole('list', { name: 'Messages' }).locator(':scope > li').last();
  await expect(sent).toContainText('Packing slip attached.');
  const download = page.waitForEvent('download');
  await sent.getByRole('button', { name: /Download packing-slip\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('packing-slip.pdf');

  await page.goto('/support/chats/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New chat' })).toBeVisible();
  await expectAccessible(page, 'new chat');
});

test('the XSS corpus, from the warehouse and typed by the merchant, never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'owner@demo.test', { at: '/support/chats' });
  const first = firstOpenChat(page);
  await first.click();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  const uid = new URL(page.url()).pathname.split('/').at(-1)!;

  for (const payload of PAYLOADS) await warehouseReply(page, uid, payload);
  // Ordinary formatting survives the sanitiser: it is DOMPurify at work, not text-only output.
  await warehouseReply(page, uid, '<p>All <strong>sorted</strong>, thanks.</p>');

  // The merchant types the same payloads: they are sent escaped and shown as text.
  await page.goto(`/support/chats/${uid}`);
  await page.getByRole('textbox', { name: 'Message' }).fill(PAYLOADS.slice(0, 12).join('\n'));
  await page.getByRole('button', { name: 'Send' }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.locator(':scope > li').last()).toContainText(
    '<script>window.__xss="script"</script>',
  );
  await page.getByRole('textbox', { name: 'Message' }).fill(PAYLOADS.slice(12).join('\n'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.locator(':scope > li').last()).toContainText('<marquee onstart=');

  // The whole thread, the warehouse's payloads and the typed ones among them: it opens as one
  // conversation, and "Show earlier messages" prepends each earlier server page until none is left.
  await page.goto(`/support/chats/${uid}`);
  await expect(messages.locator('strong', { hasText: 'sorted' })).toBeVisible();
  await expectNothingRan(page);
  const earlier = page.getByRole('button', { name: 'Show earlier messages' });
  let shown = await messages.locator(':scope > li').count();
  while (await earlier.isVisible()) {
    await earlier.click();
    await expect(messages.locator(':scope > li')).not.toHaveCount(shown);
    shown = await messages.locator(':scope > li').count();
    await expectNothingRan(page);
  }
  expect(shown).toBeGreaterThan(20);
  expect(dialogs).toEqual([]);
});

test("a message that borrows the portal's full-screen loader cannot cover the page", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test', { at: '/support/chats' });
  await firstOpenChat(page).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
  const uid = new URL(page.url()).pathname.split('/').at(-1)!;

  // The auth gate's overlay class (src/styles/global.css: fixed, inset 0, above everything),
  // with the page's root id and an inline style for good measure.
  await warehouseReply(
    page,
    uid,
    '<div class="gate-loader" id="root" style="position:fixed;inset:0;z-index:99999;background:#c00">' +
      'Your session is being checked</div>',
  );
  await page.goto(`/support/chats/${uid}`);
  const message = page.getByRole('list', { name: 'Messages' }).locator(':scope > li').last();
  await expect(message).toContainText('Your session is being checked');

  const seen = await page.evaluate(() => {
    const corners: [number, number][] = [
      [4, 4],
      [window.innerWidth - 4, 4],
      [4, window.innerHeight - 4],
      [window.innerWidth - 4, window.innerHeight - 4],
    ];
    const bodies = [...document.querySelectorAll('.chat-comment-body')];
    return {
      underCorners: corners.map(([x, y]) => {
        const element = document.elementFromPoint(x, y);
        return element ? bodies.some((b) => b.contains(element)) : null;
      }),
      borrowed: bodies.flatMap((b) => [...b.querySelectorAll('[class], [id], [style]')]).length,
    };
  });
  // Each corner shows the portal (not nothing, not the message), and the message kept no hook
  // into the portal's styles.
  expect(seen).toEqual({ underCorners: [false, false, false, false], borrowed: 0 });
  // Still usable: the reply box takes a click (Playwright refuses if something covers it).
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Still here');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
});
