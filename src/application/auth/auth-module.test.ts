import { describe, expect, it } from 'vitest';
import type { AuthFunnelPresenter } from './auth-funnel-presenter';
import { AuthModule } from './auth-module';

const presenter = {} as AuthFunnelPresenter;

describe('AuthModule', () => {
  it('loads the funnel once and keeps it', async () => {
    let loads = 0;
    const module = new AuthModule(async () => (loads++, presenter));
    expect(module.presenter).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    expect(await first).toBe(presenter);
    expect(module.presenter).toBe(presenter);
    await module.load();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load (a chunk that could not be fetched)', async () => {
    let loads = 0;
    const module = new AuthModule(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return presenter;
    });
    await expect(module.load()).rejects.toThrow('chunk failed');
    expect(await module.load()).toBe(presenter);
    expect(loads).toBe(2);
  });
});
