/**
 * Provider and deployment settings, fixed at build time from VITE_* environment variables (see README).
 * Nothing provider-specific is written anywhere else in the app.
 */
const env = import.meta.env;

function setting(name: string, fallback: string): string {
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const mainSiteUrl = setting('VITE_MAIN_SITE_URL', 'https://kipimo.health');

export const settings = {
  providerName: setting('VITE_PROVIDER_NAME', 'Kipimo'),
  providerLogo: setting('VITE_PROVIDER_LOGO', '/images/logo.svg'),
  mainSiteUrl,
  solutionsUrl: setting('VITE_SOLUTIONS_URL', `${mainSiteUrl}/#our-solutions`),
  aboutUrl: setting('VITE_ABOUT_URL', `${mainSiteUrl}/about-us`),
  bookingUrl: setting('VITE_BOOKING_URL', `${mainSiteUrl}/booking`),
  whatsappNumber: setting('VITE_WHATSAPP_NUMBER', '254700000000'),
  schedulingUrl: setting('VITE_SCHEDULING_URL', ''),
  supportResourcesUrl: setting('VITE_SUPPORT_RESOURCES_URL', `${mainSiteUrl}/resources`),
  /** Base of the API calls (interpret, chat). */
  apiBase: setting('VITE_API_BASE', '/api'),
  /** Address that serves a test configuration for the x-test-code header. */
  configUrl: setting('VITE_CONFIG_URL', '/api/config/'),
} as const;
