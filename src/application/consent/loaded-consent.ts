import { action, makeObservable, observableRef } from 'mobx';
import type { PageViews } from '../analytics/page-views';
import type { ConsentPresenter } from './consent-presenter';

export interface ConsentServices {
  readonly presenter: ConsentPresenter;
  readonly pageViews: PageViews;
}

/**
 * The consent feature once its code has loaded: it loads beside the first screen rather than in it (issue [8]'s
 * JavaScript budget), and nothing it gates can happen before (pushes wait for it, the banner shows after hydration).
 */
export class LoadedConsent {
  services: ConsentServices | null = null;
  readonly ready: Promise<ConsentServices>;
  private resolve: (services: ConsentServices) => void = () => undefined;

  constructor() {
    this.ready = new Promise((resolve) => {
      this.resolve = resolve;
    });
    makeObservable(this, { services: observableRef, loaded: action });
  }

  loaded(services: ConsentServices): void {
    this.services = services;
    this.resolve(services);
  }
}
