import type { Container } from 'inversify';
import type { PresenterClass, PresenterFactory } from '../../application/search/presenter-factory';

/** Presenters resolved by the container (autobind: each call builds a new one, its ports injected). */
export class ContainerPresenterFactory implements PresenterFactory {
  constructor(private readonly container: Container) {}

  create<T>(type: PresenterClass<T>): T {
    return this.container.get<T>(type as unknown as new () => T, { autobind: true });
  }
}
