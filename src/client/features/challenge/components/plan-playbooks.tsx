import { useFormContext, useWatch } from 'react-hook-form';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import type { DailyPlanInput } from '@/shared/discipline/contract';
import { playbooksText } from '@/shared/i18n/playbooks';

const P = playbooksText.plan;

/**
 * The daily plan's playbooks allowed today: a trade with another playbook is a rule break of its own. Active
 * playbooks, and any already chosen that was archived since (so saving the plan again does not drop it silently).
 */
export function PlanPlaybooks() {
  const { control, setValue } = useFormContext<DailyPlanInput>();
  const chosen = useWatch({ control, name: 'playbookIds' }) ?? [];
  const playbooks = useAllPlaybooks();
  const offered = (playbooks.data ?? []).filter((p) => !p.archived || chosen.includes(p.id));
  if (playbooks.isPending) return null;

  const toggle = (id: string, on: boolean) =>
    setValue('playbookIds', on ? [...chosen, id] : chosen.filter((c) => c !== id), { shouldDirty: true });

  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby="daily-plan-playbooks-hint"
      data-testid="plan-playbooks"
    >
      <legend className="mb-1 text-sm font-medium text-slate-900">{P.legend}</legend>
      {offered.length === 0 ? (
        <p id="daily-plan-playbooks-hint" className="text-sm text-slate-600">
          {P.empty}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {offered.map((p) => (
              <label
                key={p.id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50"
              >
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={chosen.includes(p.id)}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                {p.archived ? playbooksText.picker.archived(p.name) : p.name}
              </label>
            ))}
          </div>
          <p id="daily-plan-playbooks-hint" className="text-sm text-slate-600">
            {P.hint}
          </p>
        </>
      )}
    </fieldset>
  );
}
