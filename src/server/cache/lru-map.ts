/** A Map bounded to `max` entries, dropping the least recently read or written (Map keeps insertion order). */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.map) if (test(value)) this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
