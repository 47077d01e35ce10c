import {
  EMOTION_GROUP_LABELS,
  EMOTION_GROUPS,
  EMOTION_LABELS,
  type EmotionGroup,
} from '@/shared/trading/emotions';

/** The 8 emotions as <option>s grouped positivo / neutro / negativo, for the trade form and the filters. */
export function EmotionOptions() {
  return (Object.keys(EMOTION_GROUPS) as EmotionGroup[]).map((group) => (
    <optgroup key={group} label={EMOTION_GROUP_LABELS[group]}>
      {EMOTION_GROUPS[group].map((e) => (
        <option key={e} value={e}>
          {EMOTION_LABELS[e]}
        </option>
      ))}
    </optgroup>
  ));
}
