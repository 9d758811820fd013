// Shared test setup. Component tests (jsdom) get the DOM matchers, Testing Library's settings and cleanup (the
// catalogue comes with each render, tests/helpers/render.tsx); node tests, most of the suite, skip loading them.
import { afterEach, beforeAll } from 'vitest';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  const { cleanup } = await import('@testing-library/react');
  const { onOpenAssistant } = await import('../src/lib/assistantEvents');
  installDialogStandIn();

  // MUI trees are large, and a shared machine slow: role queries in jsdom can need far more than the default
  // second (a query waits on state, so a long limit costs nothing when the element is there).
  configure({ asyncUtilTimeout: 15_000 });

  // The component files share their modules within a worker (vite.config.ts, the dom project), and with them
  // one jsdom window: each file starts as in a fresh tab, with empty storage, no cookie, a document whose root
  // and body carry no attribute (the app sets the page's language on them) and no title, and no request to open
  // the assistant waiting.
  beforeAll(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
    for (const element of [document.documentElement, document.body]) {
      for (const { name } of [...element.attributes]) element.removeAttribute(name);
    }
    for (const title of document.querySelectorAll('title')) title.remove();
    // A request to open the assistant that no launcher heard is kept for the next one (src/lib/assistantEvents.ts):
    // a listener for a moment takes any left by the file before.
    onOpenAssistant(() => undefined)();
  });

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });
}

/**
 * A stand-in for what jsdom (29) lacks of the native `<dialog>`: showModal() and close() (the intro,
 * src/features/screening/IntroDialog.tsx, is one). Only what the tests rely on: the `open` attribute, the
 * `close` event, and Escape in a modal dialog as a browser sends it, a cancelable `cancel` event that closes the
 * dialog unless prevented. No top layer, no inert page behind it, no focus moves: those are the browser's, and
 * the browser tests (tests/e2e) check them.
 */
function installDialogStandIn() {
  const proto = window.HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modal = new WeakSet<HTMLDialogElement>();
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    modal.add(this);
    this.setAttribute('open', '');
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // A browser fires `close` a moment later (a queued task); at once is near enough here.
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    modal.delete(this);
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const dialog = [...document.querySelectorAll('dialog')]
      .reverse()
      .find((candidate) => candidate.open && modal.has(candidate));
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
