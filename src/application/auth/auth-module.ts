import { action, makeObservable, observableRef } from 'mobx';
import type { AuthFunnelPresenter } from './auth-funnel-presenter';

/**
 * The funnel's code (its presenter, the validation rules with their phone metadata, the providers) is loaded on
 * first use, not with the first screen (guide section 4). `presenter` is set once loaded; `load()` loads it once.
 */
export class AuthModule {
  presenter: AuthFunnelPresenter | undefined = undefined;
  private loading: Promise<AuthFunnelPresenter> | undefined;

  constructor(private readonly loader: () => Promise<AuthFunnelPresenter>) {
    makeObservable<AuthModule, 'loaded'>(this, { presenter: observableRef, loaded: action });
  }

  /** The same promise on every call (views may suspend on it); a failed load is tried again on the next call. */
  load(): Promise<AuthFunnelPresenter> {
    this.loading ??= this.loader().then(
      (presenter) => this.loaded(presenter),
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  private loaded(presenter: AuthFunnelPresenter): AuthFunnelPresenter {
    this.presenter = presenter;
    return presenter;
  }
}
