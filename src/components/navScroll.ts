/** The sticky navigation bar's element id: its height offsets in-page scrolling. */
export const navBarId = 'site-nav-bar';

/** The main content's element id: the skip link's target and the fallback scroll target. */
export const mainContentId = 'main-content';

/** The element the Search link scrolls to on the search page; the main content when the page has none. */
export const searchTargetId = 'search';

/** Spec: after following the Search link, wait 200 ms, then scroll with the nav height plus 10 px clear. */
export const navScrollDelayMs = 200;
export const navScrollGapPx = 10;

/** Scrolls the target section to just below the sticky navigation bar, once the new page has rendered. */
export function scrollToSectionSoon(targetId: string, delayMs = navScrollDelayMs): void {
  window.setTimeout(() => {
    const target = document.getElementById(targetId) ?? document.getElementById(mainContentId);
    if (!target) return;
    const navHeight = document.getElementById(navBarId)?.offsetHeight ?? 0;
    const top = target.getBoundingClientRect().top + window.scrollY - navHeight - navScrollGapPx;
    window.scrollTo({ top: Math.max(0, top), left: 0 });
  }, delayMs);
}
