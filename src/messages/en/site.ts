/** English texts of the site screens: navigation, home, categories, footer, static pages, offline, errors. */
export const siteMessages = {
  pageTitle: (page: string, provider: string) => `${page} | ${provider}`,
  /** Heard after the name of every link that opens a new tab (components/NewTabNote.tsx). */
  opensInNewTab: '(opens in a new tab)',
  nav: {
    label: 'Main',
    home: 'Home',
    services: 'Our Services',
    about: 'About Us',
    search: 'Search',
    /** Shown once this browser keeps a result (issue 35). */
    myResults: 'My results',
    premium: 'Premium',
    menu: 'Menu',
    skipToContent: 'Skip to main content',
  },
  site: {
    /** The language switch in the navigation bar: its label, and each language's name. */
    languageSwitch: { label: 'Language', en: 'English', sw: 'Kiswahili' },
  },
  pageNotFound: {
    title: 'Page not found',
    heading: "Oops! The page you're looking for doesn't exist.",
    browse: 'Browse Screening Tests',
  },
  home: {
    title: 'Health screening tests',
    heading: 'Find Your Path to Better Health. Select a Category to Proceed',
    intro: 'Choose a health screening test and get instant insights for a healthier you.',
    search: 'Search',
    categoriesHeading: 'Screening categories',
    start: (informalTitle: string) => `Start ${informalTitle}`,
  },
  category: {
    testsHeading: (title: string) => `${title} screening tests`,
    durationLabel: 'Duration:',
  },
  footer: {
    copyright: (year: number, provider: string) => `© ${year} ${provider}. All rights reserved.`,
    linksLabel: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms and Conditions',
  },
  offline: {
    heading: "You're Offline",
    text: 'It seems you don’t have an active internet connection. Please check your connection and try again.',
    retry: 'Retry',
    stillOffline: 'Still no connection. This page stays here: try again once you are connected.',
    /** The notice a test shows while offline, over the questions it keeps (issue 31). */
    testNotice:
      'You are offline. Your answers are kept on this device. Submit works again once you are back online.',
    submitOffline:
      'You are offline, so your answers were not sent. They are kept here: press Submit again once you are back online.',
    reloading: 'Reloading...',
    reloadingDots: (dots: number) => `Reloading${'.'.repeat(dots)}`,
  },
  errors: {
    title: 'Something went wrong',
    unexpected: 'Unexpected Application Error!',
    chunkFailed: (chunk: string) => `Loading chunk ${chunk} failed.`,
    chunkDetails: (type: string, request: string) => `(${type}: ${request})`,
    chunkHelp: 'Part of the site could not be downloaded. Check your connection, then reload the page.',
    reload: 'Reload the page',
    home: 'Go to the screening tests',
  },
};
