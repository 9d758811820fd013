import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the `<style>` tag in which the server's page brings its classes' rules
 * (src/ssr/renderPage.tsx): the classes it holds, space-separated.
 */
export const pageClassesAttribute = 'data-classes';

/**
 * The browser's style cache, told of every class whose rules the server's page brought, so that taking the
 * page over makes none of them again. Emotion finds server tags of its own by their `data-emotion` value and
 * moves each in the <head> again, which has the browser drop and rebuild that stylesheet and restyle the
 * whole page in the task that loads the app; the page's tag is named otherwise, so it stays where it is.
 */
export function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of document.querySelectorAll(`style[${pageClassesAttribute}]`))
    for (const name of (tag.getAttribute(pageClassesAttribute) ?? '').split(' ')) cache.inserted[name] = true;
  return cache;
}
