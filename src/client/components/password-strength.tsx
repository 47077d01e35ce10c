import { cn } from '@/client/lib/cn';
import { passwordStrength } from '@/shared/account/contract';
import { signupTab } from '@/shared/i18n/auth';

const tone = {
  Fraca: { bar: 'bg-red-500', text: 'text-red-700' },
  Média: { bar: 'bg-amber-500', text: 'text-amber-700' },
  Forte: { bar: 'bg-brand-600', text: 'text-brand-700' },
} as const;

/** The spec's meter: 0–2 'Fraca' (33%), 3–4 'Média' (66%), 5–6 'Forte' (100%). Hidden until something is typed. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  if (!password) return null;
  const { label, percent } = passwordStrength(password);
  return (
    <div id={id} className="grid gap-1" data-testid="password-strength" data-percent={percent}>
      <div
        role="meter"
        aria-label={signupTab.strength}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-all', tone[label].bar)}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-600">
        {signupTab.strength}: <span className={cn('font-semibold', tone[label].text)}>{label}</span>
      </p>
    </div>
  );
}
