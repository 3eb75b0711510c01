/** Persistent string storage (localStorage in the browser). Reads are decoded by whoever reads. */
export interface KeyValueStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}
