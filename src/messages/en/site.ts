/** English texts of the site screens. */
export const siteMessages = {
  pageNotFound: {
    heading: "Oops! The page you're looking for doesn't exist.",
    browse: 'Browse Screening Tests',
  },
  home: {
    heading: 'Find Your Path to Better Health. Select a Category to Proceed',
    intro: 'Choose a health screening test and get instant insights for a healthier you.',
    search: 'Search',
    start: (informalTitle: string) => `Start ${informalTitle}`,
  },
  footer: {
    copyright: (year: number, provider: string) => `© ${year} ${provider}. All rights reserved.`,
  },
  errors: {
    unexpected: 'Unexpected Application Error!',
  },
};
