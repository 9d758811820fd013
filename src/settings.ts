/**
 * Provider and deployment settings, fixed at build time from VITE_* environment variables (see README).
 * Nothing provider-specific is written anywhere else in the app.
 */
import { defaultMainSiteUrl, mainSiteSchedulingPath } from './core/sitePaths';

const env = import.meta.env;

function setting(name: string, fallback: string): string {
  const value: unknown = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** A query string setting ('a=1&b=2', a leading '?' allowed) read as name-value pairs. */
export function queryFields(value: string): [string, string][] {
  return [...new URLSearchParams(value.replace(/^\?/, '')).entries()].filter(([name]) => name !== '');
}

const mainSiteUrl = setting('VITE_MAIN_SITE_URL', defaultMainSiteUrl).replace(/\/+$/, '');

export const settings = {
  providerName: setting('VITE_PROVIDER_NAME', 'Kipimo'),
  providerLogo: setting('VITE_PROVIDER_LOGO', '/images/logo.svg'),
  /** The provider's main website: Home in the navigation bar and the target of its own paths. */
  mainSiteUrl,
  /** The main website's 'our-solutions' section: Our Services and Premium. */
  solutionsUrl: setting('VITE_SOLUTIONS_URL', `${mainSiteUrl}/#our-solutions`),
  /** The about page, opened in a new tab. */
  aboutUrl: setting('VITE_ABOUT_URL', `${mainSiteUrl}/about-us`),
  /** The external page a result's 'Talk to a Therapist or Doctor' button links to. */
  bookingUrl: setting('VITE_BOOKING_URL', `${mainSiteUrl}/booking`),
  /** Where people write to about their data, named in the privacy policy and terms. */
  contactEmail: setting('VITE_CONTACT_EMAIL', 'privacy@kipimo.health'),
  /**
   * International format without '+' or spaces, as wa.me expects (254…). None by default: with no number set,
   * no WhatsApp button is shown, rather than one that sends visitors to a placeholder.
   */
  whatsappNumber: setting('VITE_WHATSAPP_NUMBER', '').replace(/[^\d]/g, ''),
  /** The scheduling page embedded by 'Book a Session'; nothing is fetched from it until the modal opens. */
  schedulingUrl: setting('VITE_SCHEDULING_URL', `${mainSiteUrl}${mainSiteSchedulingPath}`),
  /** Prefill query fields added to the scheduling address, as a query string ('a1=Health screening'). */
  schedulingPrefill: queryFields(setting('VITE_SCHEDULING_PREFILL', '')),
  /** Tracking query fields added to the scheduling address, as a query string. */
  schedulingTracking: queryFields(
    setting(
      'VITE_SCHEDULING_TRACKING',
      'utm_source=screening-site&utm_medium=website&utm_campaign=book-a-session',
    ),
  ),
  supportResourcesUrl: setting('VITE_SUPPORT_RESOURCES_URL', `${mainSiteUrl}/resources`),
  /** Where web-vitals measurements are sent (POST, JSON); none are measured while empty. */
  webVitalsUrl: setting('VITE_WEB_VITALS_URL', ''),
  /** Base of the API calls (interpret, chat). */
  apiBase: setting('VITE_API_BASE', '/api'),
  /** Address that serves a test configuration for the x-test-code header. */
  configUrl: setting('VITE_CONFIG_URL', '/api/config/'),
} as const;
