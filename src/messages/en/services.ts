/** English texts of the service pages (/services/{slug}); each service's own content is in its catalogue entry. */
export const serviceMessages = {
  service: {
    overline: 'Our services',
    whoFor: 'Who it is for',
    whatNext: 'What happens next',
    relatedTests: 'Screening tests that relate to this service',
    relatedTestsIntro: 'Not sure yet? A short, private screening test can help you decide.',
    allTests: 'Browse all screening tests',
    start: 'Ways to start',
    bookingLink: 'Book on our website',
    whatsappMessage: (serviceTitle: string) =>
      `Hello, I would like to know more about the ${serviceTitle} service.`,
  },
};
