import { useParams } from 'react-router';
import { InvitePage } from '@/client/features/schools/components/invite-page';

/** /convite/:token, outside the protected area: anyone may open an invite. */
export default function InviteRoute() {
  const { token = '' } = useParams();
  return <InvitePage key={token} token={token} />;
}
