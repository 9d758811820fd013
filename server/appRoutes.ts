/** Paths the web app renders itself; the server answers them with the app shell and 200. */
const appRoutePatterns = [
  /^\/categories\/?$/,
  /^\/tests\/?$/,
  /^\/categories\/[^/]+\/?$/,
  /^\/tests\/[^/]+\/?$/,
  /^\/services\/[^/]+\/?$/,
  /^\/search\/?$/,
  /^\/privacy-policy\/?$/,
  /^\/terms-and-conditions\/?$/,
];

export function isAppRoute(urlPath: string): boolean {
  return appRoutePatterns.some((pattern) => pattern.test(urlPath));
}
