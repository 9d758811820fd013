/** The floating 'Chat on WhatsApp' and 'Book a Session' buttons (issue 6 builds them). */
export default function ContactButtons() {
  return null;
}
