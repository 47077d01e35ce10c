/**
 * The NUL character (U+0000) cannot be stored in a PostgreSQL text or jsonb value: it must be refused at the
 * edge, or PostgreSQL answers with an error (a 500). One check for every string a request carries (ADR 011).
 */
export const NUL = '\u0000';

export const hasNul = (s: string): boolean => s.includes(NUL);

/**
 * The path of the first string (or object key) holding a NUL in a parsed request value, or undefined. Walks
 * arrays and plain objects with a stack of its own, not by recursion: a value nested 100,000 deep (a stranger's
 * body) is walked like a flat one. Other values (numbers, files) hold no text to store.
 */
export function findNul(value: unknown): (string | number)[] | undefined {
  // Each entry: a value and the entry of its parent (the path is rebuilt only for the one found).
  interface Entry {
    value: unknown;
    key: string | number | undefined;
    parent: Entry | undefined;
  }
  const pathOf = (e: Entry | undefined, last?: string | number): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = e; at?.key !== undefined; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length) {
    const entry = stack.pop() as Entry;
    const v = entry.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return pathOf(entry);
    } else if (Array.isArray(v)) {
      // Pushed last to first, so the first item is looked at first (the path found is the first in order).
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: entry });
    } else if (v !== null && typeof v === 'object' && isPlainObject(v)) {
      const entries = Object.entries(v);
      for (const [key] of entries) if (hasNul(key)) return pathOf(entry, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/** Parsed JSON, or a query or form read by the router (whose objects have no prototype). */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
