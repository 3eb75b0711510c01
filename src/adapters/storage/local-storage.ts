import type { KeyValueStorage } from '../../application/storage/key-value-storage';

/** localStorage, tolerant of private modes where it throws. */
export class LocalKeyValueStorage implements KeyValueStorage {
  private readonly memory = new Map<string, string>();
  constructor(private readonly storage: Storage | undefined = typeof localStorage === 'undefined' ? undefined : localStorage) {}
  get(key: string): string | undefined {
    try {
      return this.storage?.getItem(key) ?? this.memory.get(key);
    } catch {
      return this.memory.get(key);
    }
  }
  set(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota or private mode: the in-memory copy still serves this visit.
    }
  }
  remove(key: string): void {
    this.memory.delete(key);
    try {
      this.storage?.removeItem(key);
    } catch {
      // ignore
    }
  }
}
