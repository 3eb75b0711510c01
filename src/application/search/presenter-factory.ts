/** A class whose constructor the container can satisfy (its parameters carry @inject). */
export type PresenterClass<T> = abstract new (...args: never[]) => T;

/**
 * Builds a page presenter with its ports from the container. The page's own chunk imports the presenter class, so
 * presenters load with their page rather than with the first screen (the search page's JavaScript budget).
 */
export interface PresenterFactory {
  create<T>(type: PresenterClass<T>): T;
  /**
   * A presenter already loaded for the page about to render (a server-rendered page, issue [8]): the next `create`
   * of its class returns it instead of a new one.
   */
  prepare<T>(type: PresenterClass<T>, presenter: T): void;
  /** Whether this presenter came loaded: its page must not enter it again. */
  isPrepared(presenter: object): boolean;
}
