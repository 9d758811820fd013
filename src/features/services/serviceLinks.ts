import type { Service } from '../../../schemas';
import type { Messages } from '../../messages';
import { settings } from '../../settings';
import { whatsappChatUrl } from '../../components/contactLinks';

/** A WhatsApp chat with the provider, prefilled with a message naming the service. */
export function whatsappLinkFor(service: Pick<Service, 'title'>, t: Messages): string {
  return whatsappChatUrl(settings.whatsappNumber, t.service.whatsappMessage(service.title));
}
