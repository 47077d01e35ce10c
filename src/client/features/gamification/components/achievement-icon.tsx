import {
  AwardIcon,
  BadgeCheckIcon,
  BookOpenCheckIcon,
  CalendarCheckIcon,
  CalendarRangeIcon,
  ClipboardListIcon,
  CrosshairIcon,
  CrownIcon,
  FaceSlightlySmilingIcon,
  FlagIcon,
  GaugeIcon,
  HandIcon,
  HeartPulseIcon,
  LeafIcon,
  LibraryIcon,
  LinkIcon,
  ListChecksIcon,
  ListTodoIcon,
  MedalIcon,
  MessageSquareTextIcon,
  NotebookPenIcon,
  OctagonXIcon,
  RulerIcon,
  SearchCheckIcon,
  ShieldCheckIcon,
  ShieldIcon,
  ShieldPlusIcon,
  StarIcon,
  TargetIcon,
  TrophyIcon,
  WindIcon,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The achievements' icons by the lucide name the server sends ('shield-check'), the names of the catalogue in
 * src/shared/gamification/achievements.ts. An explicit map, so the bundle carries these few icons instead of all of
 * lucide; a name not in it falls back to the award.
 */
export const ACHIEVEMENT_ICONS: Record<string, LucideIcon> = {
  'badge-check': BadgeCheckIcon,
  'book-open-check': BookOpenCheckIcon,
  'calendar-check': CalendarCheckIcon,
  'calendar-range': CalendarRangeIcon,
  'clipboard-list': ClipboardListIcon,
  crosshair: CrosshairIcon,
  crown: CrownIcon,
  'face-slightly-smiling': FaceSlightlySmilingIcon,
  flag: FlagIcon,
  gauge: GaugeIcon,
  hand: HandIcon,
  'heart-pulse': HeartPulseIcon,
  leaf: LeafIcon,
  library: LibraryIcon,
  link: LinkIcon,
  'list-checks': ListChecksIcon,
  'list-todo': ListTodoIcon,
  medal: MedalIcon,
  'message-square-text': MessageSquareTextIcon,
  'notebook-pen': NotebookPenIcon,
  'octagon-x': OctagonXIcon,
  ruler: RulerIcon,
  'search-check': SearchCheckIcon,
  shield: ShieldIcon,
  'shield-check': ShieldCheckIcon,
  'shield-plus': ShieldPlusIcon,
  star: StarIcon,
  target: TargetIcon,
  trophy: TrophyIcon,
  wind: WindIcon,
};

/** The icon of an achievement by its lucide name (the award for a name the map does not have). */
export function AchievementIcon({ name, className }: { name: string; className?: string }) {
  // A lookup in a static map, not a component made during render: the same name always gives the same component.
  return createElement(ACHIEVEMENT_ICONS[name] ?? AwardIcon, { className, 'aria-hidden': true });
}
