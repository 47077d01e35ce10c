import { describe, expect, it } from 'vitest';
import {
  EMOTION_GROUPS,
  EMOTION_GROUP_LABELS,
  EMOTION_LABELS,
  EMOTIONS,
  emotionGroup,
  isEmotion,
} from './emotions';

describe('emotions', () => {
  it('lists the spec emotions in order', () => {
    expect(EMOTIONS).toEqual([
      'disciplinado',
      'calmo',
      'confiante',
      'ansioso',
      'nervoso',
      'impaciente',
      'frustrado',
      'ganancioso',
    ]);
  });

  it('puts every emotion in exactly one group', () => {
    const grouped = Object.values(EMOTION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...EMOTIONS].sort());
  });

  it.each([
    ['disciplinado', 'positivo'],
    ['calmo', 'positivo'],
    ['confiante', 'positivo'],
    ['ansioso', 'neutro'],
    ['impaciente', 'neutro'],
    ['nervoso', 'negativo'],
    ['frustrado', 'negativo'],
    ['ganancioso', 'negativo'],
  ] as const)('%s is %s', (emotion, group) => {
    expect(emotionGroup(emotion)).toBe(group);
  });

  it('has Portuguese labels', () => {
    expect(EMOTION_LABELS.ganancioso).toBe('Ganancioso');
    expect(Object.keys(EMOTION_LABELS)).toHaveLength(8);
    expect(EMOTION_GROUP_LABELS).toEqual({ positivo: 'Positivo', neutro: 'Neutro', negativo: 'Negativo' });
  });

  it('recognises emotions', () => {
    expect(isEmotion('calmo')).toBe(true);
    expect(isEmotion('feliz')).toBe(false);
    expect(isEmotion('Calmo')).toBe(false);
  });
});
