import { StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useGamificationSummary } from '@/client/lib/queries';
import { gamificationText } from '@/shared/i18n/gamification-page';

const T = gamificationText.badge;

/**
 * The trader's level in the signed-in header ('Nv 3'), linking to /gamification; its name says the level, its name
 * and the XP. Nothing shows until the level is known (or when it cannot be read): the header stays calm.
 */
export function LevelBadge() {
  const { data } = useGamificationSummary();
  if (!data) return null;
  const name = T.name(data.level, data.name, data.xp);
  return (
    <Link
      to="/gamification"
      aria-label={name}
      title={name}
      data-testid="level-badge"
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-2.5 text-xs font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-100"
    >
      <StarIcon className="size-3.5" aria-hidden="true" />
      {T.short(data.level)}
    </Link>
  );
}
