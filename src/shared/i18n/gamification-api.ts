/** What the gamification API says itself (pt-BR): a hidden achievement still locked is shown only as this. */
export const gamificationApiTexts = {
  secretTitle: 'Conquista secreta',
  secretDescription: 'Continue praticando para descobrir.',
  /** A lucide icon name: the real icon could give the secret away. */
  secretIcon: 'lock',
} as const;
