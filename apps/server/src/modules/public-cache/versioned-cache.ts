/**
 * Values built once per stamp: a value is answered while its stamp is the current one, and concurrent
 * requests for a missing value share one build. Keys are a fixed, small set (pages, the product list).
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();
  private readonly building = new Map<string, Promise<V>>();

  async get(key: string, stamp: string, build: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry?.stamp === stamp) return entry.value;
    const id = `${key}\u0000${stamp}`;
    let pending = this.building.get(id);
    if (!pending) {
      pending = build().then(
        (value) => {
          this.building.delete(id);
          this.entries.set(key, { stamp, value });
          return value;
        },
        (err: unknown) => {
          this.building.delete(id);
          throw err;
        },
      );
      this.building.set(id, pending);
    }
    return pending;
  }
}
