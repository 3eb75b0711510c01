/** The tag manager's script (Google Tag Manager), loaded only after analytics consent. */
export interface TagManager {
  load(containerId: string): void;
}
