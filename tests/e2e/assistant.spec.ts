import { type Page } from '@playwright/test';
import { appReady, expect, test } from './fixtures';
import { expectHelpInReach, openAssistant as openHelpPanel, phone as helpPhone } from './assistant-help';
import { slowReplyMs } from '../../src/features/assistant/slowReply';
import { expectNoAxeViolations } from './axe';
import { ownServerTest } from './ownServer';

/** The assistant in the browser (issue 8): button, hint, panel, messages, suggestions, errors, axe. */

const greeting =
  "Hello! I'm the Kipimo Assistant. Tell me about your health concerns or goals, and I'll recommend the most relevant screening tests for you.";

const panel = (page: Page) => page.getByRole('dialog', { name: 'Kipimo Assistant' });
const messageBox = (page: Page) =>
  panel(page).getByRole('textbox', { name: 'Your health concerns or goals' });

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'AI Assistant', exact: true }).click();
  await expect(panel(page)).toBeVisible();
  // The frame shows at once; the conversation comes with its chunk.
  await expect(messageBox(page)).toBeVisible();
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

/** A visitor on /categories opens the assistant and sends `text`. */
async function askOnCategories(page: Page, text: string) {
  await page.goto('/categories');
  await openAssistant(page);
  await say(page, text);
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the AI Assistant button sits bottom right with a hint that can be dismissed', async ({ page }) => {
    await page.goto('/categories');
    const button = page.getByRole('button', { name: 'AI Assistant', exact: true });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(1280 - (box.x + box.width)).toBeLessThan(40);
    expect(800 - (box.y + box.height)).toBeLessThan(40);

    const hint = page.getByTestId('assistant-hint');
    await expect(hint).toContainText('Don’t know where to start? Ask me!');
    await hint.getByRole('button', { name: 'Dismiss the hint' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(button).toBeVisible();
    await expect(page.getByTestId('assistant-hint')).toBeHidden();
  });

  test('the hint opens the panel: greeting, text box, close, and the size the spec gives', async ({
    page,
  }) => {
    await page.goto('/categories');
    await page.getByRole('button', { name: 'Don’t know where to start? Ask me!' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByTestId('assistant-message')).toContainText(greeting);
    await expect(messageBox(page)).toHaveAttribute('placeholder', 'Type your health concerns or goals ...');
    await expect(messageBox(page)).toHaveAttribute('rows', '3');
    await expect(messageBox(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

    const box = (await panel(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(500);
    expect(box.height).toBeGreaterThanOrEqual(0.5 * 800 - 1);
    expect(box.height).toBeLessThanOrEqual(0.7 * 800 + 1);

    await panel(page).getByRole('button', { name: 'Close the assistant' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'AI Assistant', exact: true })).toBeFocused();
  });

  test('a blank message is not sent', async ({ page }) => {
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/')) sent.push(request.postDataJSON());
    });
    await page.goto('/categories');
    await openAssistant(page);
    await messageBox(page).fill('   \n  ');
    await expect(panel(page).getByRole('button', { name: 'Send' })).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(panel(page).getByTestId('user-message')).toHaveCount(0);
    // A real message after it: had the blank one gone out, it would have gone first.
    const answered = page.waitForResponse((response) => response.url().includes('/api/chat/'));
    await say(page, 'I cannot sleep');
    await answered;
    expect(sent).toEqual([expect.objectContaining({ userInput: 'I cannot sleep' })]);
    await expect(panel(page).getByTestId('user-message')).toHaveCount(1);
  });

  test('suggestions open their page in a new tab and stay on the last assistant message only', async ({
    page,
    context,
  }) => {
    await askOnCategories(page, 'I feel sad and hopeless all the time');
    await expect(panel(page).getByTestId('user-message')).toHaveText(/I feel sad and hopeless all the time/);
    const suggestions = panel(page).getByRole('list', { name: 'Suggestions' });
    const first = suggestions.getByRole('link').first();
    await expect(first).toHaveAttribute('href', '/tests/depression');
    await expect(first).toHaveAttribute('target', '_blank');
    // Hopelessness carries the crisis lines gently before its suggestions (crisisLines on its concept).
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText('1199');

    const [tab] = await Promise.all([context.waitForEvent('page'), first.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/tests/depression');
    await expect(tab.getByRole('dialog')).toContainText('Depression Screening Test');
    await tab.close();

    await say(page, 'what is the weather today');
    await expect(panel(page).getByTestId('assistant-message')).toHaveCount(3);
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText('health concern or goal');
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
  });

  test('crisis words get Kenyan crisis help and the therapist first', async ({ page }) => {
    await askOnCategories(page, 'nataka kujiua');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText('1199');
    await expect(
      panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/services/talk-to-a-therapist');
  });

  test('a rape gets crisis help, what to do from the warning-sign catalogue, and the doctor after the therapist', async ({
    page,
  }) => {
    await askOnCategories(page, 'I was raped last night');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText('1195');
    const links = panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('link');
    await expect(links.nth(0)).toHaveAttribute('href', '/services/talk-to-a-therapist');
    await expect(links.nth(1)).toHaveAttribute('href', '/services/talk-to-a-doctor');
  });

  test('a blood pressure reading the test calls very high puts the doctor first', async ({ page }) => {
    await askOnCategories(page, 'my BP was 185/120 this morning');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText(
      'should be seen by a doctor today',
    );
    await expect(
      panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/services/talk-to-a-doctor');
  });

  test('a message the learned layers only suspect gets the crisis lines gently, then its suggestions', async ({
    page,
  }) => {
    await askOnCategories(page, 'I feel like disappearing and never coming back');
    const reply = panel(page).getByTestId('assistant-message').last();
    await expect(reply).toContainText('1199');
    await expect(
      panel(page)
        .getByRole('list', { name: 'Suggestions' })
        .locator('a[href="/services/talk-to-a-therapist"]'),
    ).toBeVisible();
  });

  test('health words read as another subject’s, or words it does not know, are answered with a question', async ({
    page,
  }) => {
    await askOnCategories(page, 'the shop is bleeding money');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText(
      'If someone is unwell, tell me who it is and how they feel.',
    );
    await say(page, 'grandpa keeps asking me the same thing over and over, is that normal at his age');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText(
      'I am not sure I understood.',
    );
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
  });

  test('the conversation survives navigation within the tab', async ({ page }) => {
    await askOnCategories(page, 'nina presha');
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toBeVisible();
    // A full page load, then the search page's own way in ('Use Our AI Assistant', an openAssistant event).
    await page.goto('/search');
    await page.getByRole('button', { name: 'Use Our AI Assistant' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByTestId('user-message')).toHaveText(/nina presha/);
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toBeVisible();
  });

  test('axe finds no violations in the open panel, with and without suggestions', async ({ page }) => {
    await page.goto('/categories');
    await openAssistant(page);
    const check = () =>
      expectNoAxeViolations(page, { include: ['[role="dialog"]', 'button[aria-controls]'] });
    await check();
    await say(page, "I can't sleep and I drink a lot");
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toBeVisible();
    await check();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no hint; the panel takes 90% of the width', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('button', { name: 'AI Assistant', exact: true })).toBeVisible();
    await expect(page.getByTestId('assistant-hint')).toBeHidden();
    await openAssistant(page);
    const box = (await panel(page).boundingBox())!;
    expect(Math.abs(box.width - 0.9 * 390)).toBeLessThan(2);
    expect(box.height).toBeGreaterThanOrEqual(0.5 * 844 - 1);
    expect(box.height).toBeLessThanOrEqual(0.7 * 844 + 1);
  });
});

// With a server of the test's own, stopped or frozen for real while the panel is open.
ownServerTest(
  'with the server stopped, a message gets "An error occurred. Please try again later."; a panel opened for the first time after it stopped still shows every number in view (360×740)',
  async ({ page, ownServer, browser }) => {
    ownServerTest.setTimeout(180_000);
    // A second visitor, on a 360×740 phone in a context of its own (nothing of the first's cache), who opens the
    // panel only once the server has stopped: one stopped server for both (assistant-help.ts).
    const phoneContext = await browser.newContext({
      viewport: helpPhone,
      reducedMotion: test.info().project.use.reducedMotion,
    });
    const phonePage = await phoneContext.newPage();
    await phonePage.goto(`${ownServer.origin}/categories`);
    await expect(phonePage.locator(appReady)).toBeAttached();
    await expect(phonePage.getByRole('button', { name: 'AI Assistant', exact: true })).toBeVisible();

    await page.goto(`${ownServer.origin}/categories`);
    await openAssistant(page);

    await ownServer.stop();
    expect(await ownServer.answers()).toBe(false);

    await openHelpPanel(phonePage);
    await expectHelpInReach(phonePage, 'Call');
    await phoneContext.close();

    await say(page, 'I cannot sleep');
    await expect(panel(page).getByTestId('assistant-message').last()).toContainText(
      'An error occurred. Please try again later.',
    );
    await expect(panel(page).getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
    // Nobody read the message, which may have been a crisis: the lines are there to call, with no network.
    const help = panel(page).getByTestId('assistant-unanswered-help');
    await expect(help.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
    await expectNoAxeViolations(page);

    // The server comes back: the next message is answered, with no reload, and no lines beside it.
    await ownServer.start();
    await say(page, 'I cannot sleep');
    await expect(panel(page).getByTestId('assistant-message')).toHaveCount(3);
    await expect(help).toHaveCount(1);
    await expect(
      panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('link').first(),
    ).toBeVisible();
  },
);

ownServerTest(
  'with a stalled server, the assistant shows it is typing until the reply comes, and the crisis lines once it is long',
  async ({ page, ownServer }) => {
    ownServerTest.setTimeout(60_000);
    await page.clock.install();
    await page.goto(`${ownServer.origin}/categories`);
    await openAssistant(page);

    ownServer.freeze();
    await say(page, 'I cannot sleep');
    const typing = panel(page).getByText('The assistant is typing…');
    await expect(typing).toHaveCount(1);
    // A reply this long in coming is stuck: the crisis lines show beside the dots, once the wait is long.
    const help = panel(page).getByTestId('assistant-slow-reply-help');
    await page.clock.runFor(slowReplyMs - 1_000);
    await expect(help).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expect(help.getByRole('link', { name: 'Call 1199' })).toHaveAttribute('href', 'tel:1199');
    // No timer in the page gives up on the reply: a minute on, by the page's clock, it is still typing.
    await page.clock.runFor(60_000);
    await expect(typing).toHaveCount(1);
    await expect(panel(page).getByTestId('assistant-message')).toHaveCount(1);

    ownServer.thaw();
    await expect(typing).toHaveCount(0);
    await expect(help).toHaveCount(0);
    await expect(panel(page).getByTestId('assistant-message')).toHaveCount(2);
    await expect(
      panel(page).getByRole('list', { name: 'Suggestions' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(panel(page).getByTestId('assistant-message').last()).not.toContainText('An error occurred');
  },
);
