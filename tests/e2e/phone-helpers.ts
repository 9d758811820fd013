import { type Page } from '@playwright/test';

/** Phone sizes of issue 31: the narrowest phones still sold in Kenya, the usual one, and a larger one. */
export const phoneWidths = [320, 360, 412] as const;

export function phone(width: number) {
  return { viewport: { width, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
}

/** A control a finger would miss: the point tried, and what the page has there instead. */
export interface Covered {
  control: string;
  point: string;
  hit: string;
}

/**
 * Hit-tests every control of the open dialog, or else of the page's main content (option rows, buttons, links,
 * fields), where a finger meets it: first as the page shows it, then with the page scrolled just so far that
 * the control's bottom edge is the screen's (as a person scrolls, not as the browser's scrollIntoView does, which
 * keeps the scroll padding). At each place the centre and the four corners (in from the corner by what its
 * rounding takes) that are on the screen must be the control itself (`document.elementFromPoint`, what a tap
 * reaches). A disabled control takes no taps (pointer-events: none): there the point must reach what holds it,
 * and nothing floating. Returns the points that miss; the page is scrolled back to where it was.
 */
export function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    const scope = dialog ?? document.querySelector('main');
    if (!scope) throw new Error('No dialog and no main on the page');
    const controls = [
      ...scope.querySelectorAll<HTMLElement>(
        'label:has(input), button, a[href], input:not(label input), textarea',
      ),
    ].filter((control) => {
      const box = control.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden';
    });
    if (controls.length === 0) throw new Error('No controls found');
    const describe = (element: Element | null) => {
      if (!element) return 'nothing';
      const owner = element.closest('button, a, label, [data-testid]') ?? element;
      const text = (owner.textContent ?? '').trim().slice(0, 40);
      const floating = owner.closest('[data-testid="floating-actions"], [data-testid="contact-buttons"]');
      return `${owner.tagName.toLowerCase()} "${text}"${floating ? ' (floating)' : ''}`;
    };
    const scrollerOf = (element: HTMLElement): HTMLElement => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const { overflowY } = getComputedStyle(parent);
        if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
          return parent;
      }
      return document.scrollingElement as HTMLElement;
    };
    const scrollers = new Map<HTMLElement, number>();
    const covered: { control: string; point: string; hit: string }[] = [];
    const check = (control: HTMLElement, place: string) => {
      const style = getComputedStyle(control);
      const takesTaps = style.pointerEvents !== 'none';
      const radius = Math.max(
        ...[
          style.borderTopLeftRadius,
          style.borderTopRightRadius,
          style.borderBottomLeftRadius,
          style.borderBottomRightRadius,
        ].map((value) => parseFloat(value) || 0),
      );
      const box = control.getBoundingClientRect();
      const inset = Math.min(
        Math.ceil(0.3 * Math.min(radius, box.height / 2)) + 2,
        box.height / 2,
        box.width / 2,
      );
      const points: [string, number, number][] = [
        ['centre', box.left + box.width / 2, box.top + box.height / 2],
        ['top left', box.left + inset, box.top + inset],
        ['top right', box.right - inset, box.top + inset],
        ['bottom left', box.left + inset, box.bottom - inset],
        ['bottom right', box.right - inset, box.bottom - inset],
      ];
      for (const [name, x, y] of points) {
        if (y < 0 || y >= window.innerHeight || x < 0 || x >= window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        const reached = takesTaps
          ? hit !== null && control.contains(hit)
          : hit !== null &&
            (control.contains(hit) || hit.contains(control)) &&
            // Nothing floating over it; a dialog that lives in the floating actions (the assistant) holds its own.
            ((dialog !== null && dialog.contains(hit)) ||
              !hit.closest('[data-testid="floating-actions"], [data-testid="contact-buttons"]'));
        if (!reached)
          covered.push({ control: describe(control), point: `${name} (${place})`, hit: describe(hit) });
      }
    };
    for (const control of controls) check(control, 'as shown');
    for (const control of controls) {
      const scroller = scrollerOf(control);
      if (!scrollers.has(scroller)) scrollers.set(scroller, scroller.scrollTop);
      const isPage = scroller === document.scrollingElement;
      const visibleBottom = isPage ? window.innerHeight : scroller.getBoundingClientRect().bottom;
      scroller.scrollTop += control.getBoundingClientRect().bottom - visibleBottom;
      check(control, 'scrolled to the bottom edge');
    }
    for (const [scroller, top] of scrollers) scroller.scrollTop = top;
    return covered;
  });
}
