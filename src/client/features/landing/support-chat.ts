import { appConfig } from '@/client/lib/app-config';
import { supportChatUrl } from '@/shared/public-config';

export const supportChatHref = supportChatUrl(appConfig.supportWhatsapp);
