/**
 * Paths that belong to the provider's main website (spec route table). The server answers them with a
 * redirect, so they work before any script runs; the web app's router sends links followed inside the app
 * there too. One list for both: no React here, so the server may import it.
 */
export const mainSitePaths = [
  '/',
  '/wellness',
  '/wellness/:slug',
  '/booking',
  '/checkout/:serviceId',
  '/payments/:provider',
  '/payment/confirmation',
  '/screening',
  '/about-us',
];
