/**
 * The NUL character (U+0000) cannot be stored in a PostgreSQL text or jsonb value: it must be refused at the
 * edge, or PostgreSQL answers with an error (a 500). One check for every string a request carries (ADR 011).
 */
export const NUL = '\u0000';

export const hasNul = (s: string): boolean => s.includes(NUL);

/**
 * The path of the first string (or object key) holding a NUL in a parsed request value, or undefined. Walks
 * arrays and plain objects; other values (numbers, files) hold no text to store.
 */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) return [...path, key];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Parsed JSON, or a query or form read by the router (whose objects have no prototype). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
