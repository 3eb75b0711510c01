import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { Container, inject, injectable } from 'inversify';
import { ContainerPresenterFactory } from './container-presenter-factory';

const PORT = Symbol.for('test.Port');

@injectable()
class PagePresenter {
  constructor(@inject(PORT) readonly port: { name: string }) {}
}

describe('ContainerPresenterFactory', () => {
  it('builds a new presenter per call with its ports injected', () => {
    const container = new Container();
    container.bind(PORT).toConstantValue({ name: 'port' });
    const factory = new ContainerPresenterFactory(container);
    const first = factory.create(PagePresenter);
    const second = factory.create(PagePresenter);
    expect(first.port.name).toBe('port');
    expect(first).not.toBe(second);
  });
});
