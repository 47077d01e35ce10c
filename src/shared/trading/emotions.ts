/**
 * The eight emotions of the spec (section 3) and their groups — the one constant the form, the filters and the
 * emotion analysis all read, so a group never differs between screens.
 */
export const EMOTION_GROUPS = {
  positivo: ['disciplinado', 'calmo', 'confiante'],
  neutro: ['ansioso', 'impaciente'],
  negativo: ['nervoso', 'frustrado', 'ganancioso'],
} as const;

export type EmotionGroup = keyof typeof EMOTION_GROUPS;
export type Emotion = (typeof EMOTION_GROUPS)[EmotionGroup][number];

/** In the spec's order. */
export const EMOTIONS = [
  'disciplinado',
  'calmo',
  'confiante',
  'ansioso',
  'nervoso',
  'impaciente',
  'frustrado',
  'ganancioso',
] as const satisfies readonly Emotion[];

export const EMOTION_LABELS: Record<Emotion, string> = {
  disciplinado: 'Disciplinado',
  calmo: 'Calmo',
  confiante: 'Confiante',
  ansioso: 'Ansioso',
  nervoso: 'Nervoso',
  impaciente: 'Impaciente',
  frustrado: 'Frustrado',
  ganancioso: 'Ganancioso',
};

export const EMOTION_GROUP_LABELS: Record<EmotionGroup, string> = {
  positivo: 'Positivo',
  neutro: 'Neutro',
  negativo: 'Negativo',
};

const GROUP_OF = new Map<string, EmotionGroup>(
  (Object.keys(EMOTION_GROUPS) as EmotionGroup[]).flatMap((g) =>
    EMOTION_GROUPS[g].map((e) => [e, g] as const),
  ),
);

export const isEmotion = (value: string): value is Emotion => GROUP_OF.has(value);

export const emotionGroup = (emotion: Emotion): EmotionGroup => GROUP_OF.get(emotion) ?? 'neutro';

/** The label of an emotion or of an emotion group key ('ansioso' → 'Ansioso'); an unknown key as it is. */
export const emotionLabel = (key: string): string =>
  EMOTION_LABELS[key as Emotion] ?? EMOTION_GROUP_LABELS[key as EmotionGroup] ?? key;
