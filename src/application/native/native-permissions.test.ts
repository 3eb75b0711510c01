import { describe, expect, it } from 'vitest';
import { FakeNativeBridge } from '../../../tests/fakes/auth';
import { initialiseNativePermissions, trackingAccepted } from './native-permissions';

const store = () => {
  const saved: string[] = [];
  return {
    saved,
    pushPermissionChanged: async (v: boolean) => void saved.push(`push:${v}`),
    trackingPermissionChanged: async (v: boolean) => void saved.push(`tracking:${v}`),
  };
};

describe('native permissions (spec section 4 "Native app")', () => {
  it('only authorized enables tracking on iOS; Android is always authorized', () => {
    expect(trackingAccepted('ios', 'authorized')).toBe(true);
    expect(trackingAccepted('ios', 'denied')).toBe(false);
    expect(trackingAccepted('ios', 'restricted')).toBe(false);
    expect(trackingAccepted('ios', 'notDetermined')).toBe(false);
    expect(trackingAccepted('android', 'denied')).toBe(true);
  });

  it.each([
    ['authorized', 'tracking:true'],
    ['denied', 'tracking:false'],
    ['restricted', 'tracking:false'],
  ] as const)('iOS not determined → request → %s', async (answer, saved) => {
    const bridge = new FakeNativeBridge(true, 'ios', 'notDetermined', answer, false);
    const s = store();
    const result = await initialiseNativePermissions(bridge, s);
    expect(bridge.log).toEqual(['platform', 'tracking.status', 'tracking.request', 'push.request']);
    expect(s.saved).toEqual([saved, 'push:false']);
    expect(result.errors).toEqual([]);
  });

  it('iOS already decided: no request', async () => {
    const bridge = new FakeNativeBridge(true, 'ios', 'denied');
    const s = store();
    await initialiseNativePermissions(bridge, s);
    expect(bridge.log).toEqual(['platform', 'tracking.status', 'push.request']);
    expect(s.saved).toEqual(['tracking:false', 'push:true']);
  });

  it('Android: tracking authorized without asking', async () => {
    const bridge = new FakeNativeBridge(true, 'android');
    const s = store();
    await initialiseNativePermissions(bridge, s);
    expect(bridge.log).toEqual(['platform', 'push.request']);
    expect(s.saved).toEqual(['tracking:true', 'push:true']);
  });

  it('a browser asks nothing; a failing bridge is logged only', async () => {
    const s = store();
    expect(await initialiseNativePermissions(new FakeNativeBridge(false), s)).toEqual({ tracking: undefined, pushNotif: undefined, errors: [] });
    const failing = new FakeNativeBridge(true, 'android', 'authorized', 'authorized', new Error('timeout'));
    const result = await initialiseNativePermissions(failing, s);
    expect(result.errors).toEqual(['push: timeout']);
    expect(s.saved).toEqual(['tracking:true']);
  });
});
