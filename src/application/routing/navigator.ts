/** URL changes, as a port. */
export interface Navigator {
  readonly path: string;
  readonly search: string;
  navigate(to: string, options?: { replace?: boolean }): void;
}
