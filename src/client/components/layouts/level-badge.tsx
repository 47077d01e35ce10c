import { StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { trialView } from '@/client/components/trial/trial-view';
import { cn } from '@/client/lib/cn';
import { useMe } from '@/client/lib/me';
import { useGamificationSummary } from '@/client/lib/queries';
import { gamificationText } from '@/shared/i18n/gamification-page';

const T = gamificationText.badge;

interface LevelBadgeProps {
  /**
   * 'header': beside the pause and the menu; on a phone whose header also holds the trial chip there is no room
   * for it (the controls would be squeezed), so there it shows in the menu only. 'menu': always.
   */
  placement: 'header' | 'menu';
  /** Called when the link is followed (closes the menu). */
  onNavigate?: () => void;
}

/**
 * The trader's level ('Nv 3'), linking to /gamification; its name says the level, its name and the XP. Nothing
 * shows until the level is known (or when it cannot be read): the header stays calm.
 */
export function LevelBadge({ placement, onNavigate }: LevelBadgeProps) {
  const { data } = useGamificationSummary();
  const { data: me } = useMe();
  if (!data) return null;
  const crowded = placement === 'header' && trialView(me?.access).kind === 'quiet';
  const name = T.name(data.level, data.name, data.xp);
  return (
    <Link
      to="/gamification"
      aria-label={name}
      title={name}
      onClick={onNavigate}
      data-testid={placement === 'header' ? 'level-badge' : 'level-badge-menu'}
      className={cn(
        'h-8 shrink-0 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-2 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-100 sm:px-2.5',
        crowded ? 'hidden sm:inline-flex' : 'inline-flex',
      )}
    >
      {/* The star only from sm up in the header: on a phone every pixel of it is taken. */}
      <StarIcon className={cn('size-3.5', placement === 'header' && 'hidden sm:block')} aria-hidden="true" />
      {T.short(data.level)}
    </Link>
  );
}
