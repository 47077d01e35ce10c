import type { MeResponse } from '@/shared/account/contract';
import { inviteText } from '@/shared/i18n/schools';

/** The toast after joining, and where to go: a school admin to their school's page, a pending student to wait. */
export function joinedMessage(me: MeResponse, schoolName?: string) {
  // Without the invite's school name (a stored token), an admin invite is the one that leaves no student school.
  const admined = schoolName
    ? me.schoolAdminOf.find((s) => s.name === schoolName)
    : me.school
      ? undefined
      : me.schoolAdminOf.at(-1);
  if (admined) {
    return {
      title: inviteText.joined,
      detail: inviteText.joinedAdminDetail(admined.name),
      to: `/school-admin/${encodeURIComponent(admined.id)}`,
    };
  }
  const name = me.school?.name ?? schoolName ?? '';
  if (!me.profile.isAllowed) {
    return { title: inviteText.joined, detail: inviteText.joinedPendingDetail(name), to: '/access-pending' };
  }
  return { title: inviteText.joined, detail: inviteText.joinedDetail(name), to: '/dashboard' };
}
