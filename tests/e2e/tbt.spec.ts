import { expect, test } from './fixtures';
import { holdRequests } from './holdRequests';
import { phone } from './phone-helpers';

/**
 * Issue 34: Total Blocking Time. A phone answers a tap only between tasks, so the app's start is cut into tasks
 * Lighthouse does not count as blocking (each under 50 ms on its simulated phone). These check the cuts by what
 * the browser does, not by a time: a busy machine changes a task's length, not the order of tasks.
 */

test.describe("the entry's evaluation", () => {
  test('runs in several tasks: a task queued at each pause runs before the modules after it', async ({
    page,
  }) => {
    // Each pause marks itself (src/lib/nextTask.ts) before it awaits; a timer queued right then runs before the
    // evaluation goes on only if the evaluation stopped there for a task. Evaluated in one piece, every such
    // timer runs after the app's start mark (the entry's own body, after all its imports).
    await page.addInitScript(() => {
      const order: string[] = [];
      Object.assign(window, { entryOrder: order });
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name.startsWith('kipimo:')) {
          order.push(name);
          setTimeout(() => order.push(`task after ${name}`), 0);
        }
        return mark(name, options);
      };
    });
    await page.goto('/categories/mental-health');
    const order = await page.evaluate(() => (window as unknown as { entryOrder: string[] }).entryOrder);
    const pauses = order.filter((name) => name.startsWith('kipimo:entry-pause:'));
    expect(pauses.length).toBeGreaterThanOrEqual(3);
    const start = order.indexOf('kipimo:app-start');
    expect(start).toBeGreaterThan(-1);
    for (const pause of pauses) {
      const next = order.findIndex((name, index) => index > order.indexOf(pause) && !name.startsWith('task'));
      expect(order.indexOf(`task after ${pause}`), `${pause} in ${order.join(', ')}`).toBeLessThan(next);
      expect(order.indexOf(pause)).toBeLessThan(start);
    }
  });
});

test.describe("the entry's first task", () => {
  test('holds no more than the entry itself: React is evaluated after a pause', async ({ page }) => {
    // The task that starts the entry's evaluation is also where the browser takes in its whole file (Lighthouse's
    // trace records its source there): React's evaluation on top made it the page's longest task. React's DOM
    // package looks for developer tools as it is evaluated, which a getter here sees.
    await page.addInitScript(() => {
      const order: string[] = [];
      Object.assign(window, { entryOrder: order });
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name.startsWith('kipimo:entry-pause:')) {
          order.push(name);
          setTimeout(() => order.push(`task after ${name}`), 0);
        }
        return mark(name, options);
      };
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        get() {
          if (!order.includes('React evaluated')) order.push('React evaluated');
          return undefined;
        },
      });
    });
    await page.goto('/categories');
    const order = await page.evaluate(() => (window as unknown as { entryOrder: string[] }).entryOrder);
    const react = order.indexOf('React evaluated');
    expect(react, order.join(', ')).toBeGreaterThan(0);
    expect(order.slice(0, react), order.join(', ')).toEqual([
      'kipimo:entry-pause:beforeReact',
      'task after kipimo:entry-pause:beforeReact',
    ]);
  });
});

test.describe("the app's start", () => {
  test('reads the page and the device in a task of its own, then starts in the next', async ({ page }) => {
    // The tab's first use of localStorage (the language) and of sessionStorage (a test's saved run) are each a
    // synchronous round trip to the browser's storage: they waited in the same task as the rest of the app's
    // start. A timer queued as the language is read runs before the start looks up the page's root only if the
    // start stopped there for a task. (The loader looks the root up too, before the entry: not counted.)
    await page.addInitScript(() => {
      const order: string[] = [];
      Object.assign(window, { startOrder: order });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === 'kipimo.language') {
          order.push('language read');
          setTimeout(() => order.push('task after the language read'), 0);
        } else if (this === window.sessionStorage) order.push('saved run read');
        return getItem.call(this, key);
      };
      const byId = document.getElementById.bind(document);
      document.getElementById = (id: string) => {
        if (id === 'kipimo-page-data') order.push('page data read');
        if (id === 'root' && order.includes('page data read')) order.push('start');
        return byId(id);
      };
    });
    await page.goto('/tests/depression');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const order = await page.evaluate(() => (window as unknown as { startOrder: string[] }).startOrder);
    const reads = order.slice(0, order.indexOf('task after the language read'));
    expect(reads, order.join(', ')).toEqual(
      expect.arrayContaining(['page data read', 'language read', 'saved run read']),
    );
    expect(order.indexOf('task after the language read'), order.join(', ')).toBeLessThan(
      order.indexOf('start'),
    );
  });
});

test.describe("the test's intro as the app takes it over", () => {
  test.use(phone(360));

  test('turns modal with the focus on the dialog itself, never first on its close button', async ({
    page,
  }) => {
    // showModal() focuses a dialog's first control: close, whose button then rendered its focus and its blur
    // in the takeover's commit before the dialog took the focus (a screen reader heard "Close" first).
    await page.addInitScript(() => {
      const focused: string[] = [];
      Object.assign(window, { focused });
      document.addEventListener(
        'focusin',
        (event) => {
          const target = event.target as Element;
          focused.push(`${target.tagName.toLowerCase()} ${target.getAttribute('aria-label') ?? ''}`.trim());
        },
        true,
      );
    });
    await page.goto('/tests/depression');
    const intro = page.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' });
    await expect(intro).toBeFocused();
    expect(await page.locator('dialog').evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { focused: string[] }).focused)).toEqual([
      'dialog',
    ]);
    // Its controls are reachable as before: Tab goes into the dialog, to close first.
    await page.keyboard.press('Tab');
    await expect(intro.getByRole('button', { name: 'Close and go back' })).toBeFocused();
  });
});

test.describe("the test's intro turning modal", () => {
  test("runs after the takeover's commit, not inside it", async ({ page }) => {
    // React tells a developer tools hook of each commit once its layout effects have run. Turned modal in a
    // layout effect, the intro's dialog was already modal when the commit that took it over was told; in an
    // effect, it turns modal after, in a task of the effects' own.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { introSeen: seen });
      const showModal = HTMLDialogElement.prototype.showModal;
      HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
        seen.push('showModal');
        return showModal.call(this);
      };
      type Fiber = { type: unknown; child: Fiber | null; sibling: Fiber | null };
      Object.assign(window, {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
            if (seen.includes('intro committed')) return;
            const fibers: (Fiber | null)[] = [root.current];
            while (fibers.length > 0) {
              const fiber = fibers.pop();
              if (!fiber) continue;
              if (fiber.type === 'dialog') {
                seen.push('intro committed');
                return;
              }
              fibers.push(fiber.sibling, fiber.child);
            }
          },
          onPostCommitFiberRoot() {},
          onCommitFiberUnmount() {},
        },
      });
    });
    await page.goto('/tests/depression');
    await expect(page.getByRole('dialog', { name: 'Depression Screening Test (PHQ-9)' })).toBeFocused();
    const seen = await page.evaluate(() => (window as unknown as { introSeen: string[] }).introSeen);
    expect(seen).toEqual(['intro committed', 'showModal']);
  });
});

test.describe('the floating widgets on a phone', () => {
  test.use(phone(360));

  test('come in one download and appear together, so the bar does not re-lay its cells', async ({ page }) => {
    const widgetFiles: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/((?:FloatingWidgets|widgets|ContactButtons|AssistantLauncher)-[^/]+\.js)$/.exec(
        request.url(),
      )?.[1];
      if (file) widgetFiles.push(file);
    });
    const { release } = await holdRequests(page, /\/assets\/widgets-[^/]+\.js$/);
    await page.goto('/categories/mental-health');
    const bar = page.getByTestId('floating-actions');
    // Time for React to show anything that had arrived (it reveals a resolved boundary within 300 ms).
    await page.waitForTimeout(1_000);
    await expect(bar.getByRole('button')).toHaveCount(0);
    release();
    await expect(bar.getByRole('button', { name: /assistant/i })).toBeVisible();
    await expect(bar.getByRole('link').or(bar.getByRole('button')).first()).toBeVisible();
    // One module for both: its file and the widgets' code, no stub of 0.1 KB for each widget. (The name without
    // the build's 8-character hash, which may itself hold a "-": "widgets-Dxs-jJzo.js".)
    expect(widgetFiles.map((file) => file.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'FloatingWidgets',
      'widgets',
    ]);
  });

  test("leave out the assistant's hint, which a phone never shows, until the screen is wider", async ({
    page,
  }) => {
    // Hidden by its styles alone, it was rendered all the same: 40 of the widgets' 113 style rules on a phone,
    // made and inserted in the launcher's commit.
    await page.goto('/categories');
    const bar = page.getByTestId('floating-actions');
    await expect(bar.getByRole('button', { name: /assistant/i })).toBeVisible();
    await expect(page.getByTestId('assistant-hint')).toHaveCount(0);
    // A phone turned sideways, or a window made wider: the hint is there again.
    await page.setViewportSize({ width: 1024, height: 700 });
    await expect(page.getByTestId('assistant-hint')).toBeVisible();
  });

  test('mount one per task, hidden until both are in', async ({ page }) => {
    // Each commit of a widget makes its styles: the two in one commit made the longest task after the takeover.
    // A MutationObserver's callback runs once per piece of script that changed the page: the contact buttons and
    // the launcher arrive in different callbacks only if they were committed apart.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { widgetsSeen: seen });
      let batch = 0;
      new MutationObserver(() => {
        batch += 1;
        const contact = document.querySelector('[data-testid="contact-buttons"]');
        const launcher = document.querySelector('[data-testid="floating-actions"] button[aria-expanded]');
        if (contact && !seen.some((entry) => entry.startsWith('contact')))
          seen.push(`contact in ${batch}, ${getComputedStyle(contact).visibility}`);
        if (launcher && !seen.some((entry) => entry.startsWith('launcher')))
          seen.push(`launcher in ${batch}, ${getComputedStyle(launcher).visibility}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/categories/mental-health');
    const bar = page.getByTestId('floating-actions');
    await expect(bar.getByRole('button', { name: /assistant/i })).toBeVisible();
    await expect(bar.getByRole('link').or(bar.getByRole('button')).first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { widgetsSeen: string[] }).widgetsSeen);
    const [contact, launcher] = seen.map((entry) => /^(\w+) in (\d+), (\w+)$/.exec(entry)!);
    expect(seen).toHaveLength(2);
    expect(contact?.[1], seen.join('; ')).toBe('contact');
    expect(contact?.[3], 'the contact buttons wait hidden for the launcher').toBe('hidden');
    expect(Number(launcher?.[2]), seen.join('; ')).toBeGreaterThan(Number(contact?.[2]));
  });
});
