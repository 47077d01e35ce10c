/**
 * A total in centavos shared in proportion to weights (contracts), to the cent: each share is first rounded down,
 * then the centavos left go one each to the largest remainders (ties: the earlier item), so the shares always add
 * up to the total. The rule is stated in docs/metrics.md ("Custos das notas de corretagem").
 */
export function apportionCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (!weights.length) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const total = BigInt(totalCents);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (total * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: (total * BigInt(w)) % bigSum }));
  let left = Number(total - shares.reduce((a, s) => a + s, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
