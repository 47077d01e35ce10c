import {
  CalendarClockIcon,
  CircleCheckIcon,
  CircleDashedIcon,
  CircleXIcon,
  MoonIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ChallengeDayState } from '@/shared/discipline/contract';

/** Each day state's colour and icon: the state is never told by colour alone (the label goes with it). */
export const DAY_STATE_STYLES: Record<ChallengeDayState, { icon: LucideIcon; cell: string; chip: string }> = {
  passed: {
    icon: CircleCheckIcon,
    cell: 'border-emerald-300 bg-emerald-50 text-emerald-800',
    chip: 'bg-emerald-100 text-emerald-800',
  },
  failed: {
    icon: CircleXIcon,
    cell: 'border-red-300 bg-red-50 text-red-800',
    chip: 'bg-red-100 text-red-800',
  },
  'not-traded': {
    icon: MoonIcon,
    cell: 'border-sky-300 bg-sky-50 text-sky-800',
    chip: 'bg-sky-100 text-sky-800',
  },
  today: {
    icon: CalendarClockIcon,
    cell: 'border-amber-400 bg-amber-50 text-amber-900',
    chip: 'bg-amber-100 text-amber-900',
  },
  future: {
    icon: CircleDashedIcon,
    cell: 'border-dashed border-slate-300 bg-white text-slate-600',
    chip: 'bg-slate-100 text-slate-700',
  },
};

/** The legend's order: what a day can become, then where it stands. */
export const LEGEND_ORDER: readonly ChallengeDayState[] = [
  'passed',
  'not-traded',
  'failed',
  'today',
  'future',
];
