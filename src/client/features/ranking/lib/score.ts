import { formatTenths } from '@/shared/format';

/** A score or a part of it (0–100, one decimal at most): '72,5', '100', '0'. */
export function formatScore(value: number): string {
  return formatTenths(Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);
}
