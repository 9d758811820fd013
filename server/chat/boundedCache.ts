/** A cache that forgets everything when full: typed words are unlimited, memory is not. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: (key: string) => T): T {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }

  /** Forgets everything now (when what the entries refer to is renumbered: pieceRuns.ts). */
  clear(): void {
    this.entries.clear();
  }
}
