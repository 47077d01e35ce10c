/** /gamification (issue 12): level, XP history, achievements and goals. Built by the gamification client work. */
export function GamificationPage() {
  return <h1 className="text-2xl font-semibold">Gamificação</h1>;
}
