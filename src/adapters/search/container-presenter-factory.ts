import type { Container } from 'inversify';
import type { PresenterClass, PresenterFactory } from '../../application/search/presenter-factory';

/** Presenters resolved by the container (autobind: each call builds a new one, its ports injected). */
export class ContainerPresenterFactory implements PresenterFactory {
  private readonly waiting = new Map<PresenterClass<unknown>, unknown>();
  private readonly prepared = new WeakSet<object>();

  constructor(private readonly container: Container) {}

  create<T>(type: PresenterClass<T>): T {
    if (this.waiting.has(type)) {
      const presenter = this.waiting.get(type) as T;
      this.waiting.delete(type);
      return presenter;
    }
    return this.container.get<T>(type as unknown as new () => T, { autobind: true });
  }

  prepare<T>(type: PresenterClass<T>, presenter: T): void {
    this.waiting.set(type, presenter);
    if (typeof presenter === 'object' && presenter !== null) this.prepared.add(presenter);
  }

  isPrepared(presenter: object): boolean {
    return this.prepared.has(presenter);
  }
}
