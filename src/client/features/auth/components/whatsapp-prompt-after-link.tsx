import { useLocation, useNavigate } from 'react-router';
import { useMe } from '@/client/lib/me';
import { asksWhatsapp } from '../lib/after-link';
import { WhatsappPromptDialog } from './whatsapp-prompt-dialog';

/**
 * The optional WhatsApp prompt, over whatever page the callback led to (mounted app-wide by the shell). Not while
 * the blocking completion modal asks the same thing on a protected page; answering or skipping drops the mark, so
 * a reload or 'Voltar' does not ask again.
 */
export function WhatsappPromptAfterLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  if (!asksWhatsapp(location.state) || !me || me.profile.whatsapp) return null;
  if (me.needsCompletion && me.profile.isAllowed) return null;
  const done = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return <WhatsappPromptDialog onDone={done} />;
}
