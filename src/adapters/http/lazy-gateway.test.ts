import { isLeft, right, type Either } from 'fp-ts/lib/Either';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../application/shared/api-failure';
import { lazyGateway } from './lazy-gateway';

interface Greeter {
  greet(name: string): Promise<Either<ApiFailure, string>>;
  count(): Promise<Either<ApiFailure, number>>;
}

describe('lazyGateway', () => {
  it('loads once on the first call, shares the load, forwards arguments, and retries a failed load', async () => {
    let loads = 0;
    const greeter = lazyGateway<Greeter>(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return { greet: async (name) => right(`hello ${name}`), count: async () => right(loads) };
    });
    expect(loads).toBe(0);
    const failed = await greeter.greet('Ana');
    expect(isLeft(failed) && failed.left).toMatchObject({ kind: 'network', path: 'greet', message: 'chunk failed' });
    const [a, b] = await Promise.all([greeter.greet('Ana'), greeter.count()]);
    expect(a).toEqual(right('hello Ana'));
    expect(b).toEqual(right(2));
    expect(loads).toBe(2);
    expect(greeter.greet).toBe(greeter.greet);
  });

  it('is never a thenable, so awaiting it or binding it never calls the gateway', async () => {
    const greeter = lazyGateway<Greeter>(async () => {
      throw new Error('must not load');
    });
    expect((greeter as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(greeter)).toBe(greeter);
  });
});
