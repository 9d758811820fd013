/**
 * English texts of the floating contact buttons and the booking modal. The service pages use the same
 * 'Chat on WhatsApp' and 'Book a Session' labels from here.
 */
export const contactMessages = {
  contact: {
    groupLabel: 'Contact us',
    whatsapp: 'Chat on WhatsApp',
    whatsappMessage: 'Hello! I have a health question and would like to speak to someone.',
    book: 'Book a Session',
    bookingTitle: 'Book a virtual consultation',
    bookingFrameTitle: 'Booking calendar for a virtual consultation',
    bookingLoading: 'Loading the booking calendar',
    close: 'Close',
  },
};
