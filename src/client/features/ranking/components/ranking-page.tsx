/** /ranking (issue 12): the opt-in discipline ranking. Built by the ranking client work. */
export function RankingPage() {
  return <h1 className="text-2xl font-semibold">Ranking</h1>;
}
