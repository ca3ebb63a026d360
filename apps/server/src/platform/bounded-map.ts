/**
 * A Map of at most `max` entries: setting a new key when it is full drops the oldest entry first (insertion order).
 * What the in-memory caches of a process (verified tokens, clients, keys) are kept in, so none grows without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) {
      this.delete(this.keys().next().value as K);
    }
    return super.set(key, value);
  }
}
