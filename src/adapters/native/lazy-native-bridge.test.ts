import { describe, expect, it } from 'vitest';
import { FakeNativeAppBridge } from '../../../tests/fakes/native';
import type { NativeEvent } from '../../application/native/native-bridge';
import { BrowserNativeBridge } from './browser-native-bridge';
import { lazyNativeBridge } from './lazy-native-bridge';

describe('lazyNativeBridge', () => {
  it('in a browser is the browser bridge, and loads nothing', () => {
    let loads = 0;
    const bridge = lazyNativeBridge(false, async () => {
      loads++;
      return new FakeNativeAppBridge();
    });
    expect(bridge).toBeInstanceOf(BrowserNativeBridge);
    expect(loads).toBe(0);
  });

  it('in the app loads the real bridge once, forwards requests and events', async () => {
    const real = new FakeNativeAppBridge();
    let loads = 0;
    const bridge = lazyNativeBridge(true, async () => {
      loads++;
      return real;
    });
    expect(bridge.isWebview).toBe(true);
    const events: NativeEvent[] = [];
    bridge.onEvent((e) => events.push(e));
    expect(await bridge.deviceInfo()).toEqual(real.device);
    await bridge.setStatusBar('#ffffff');
    expect(await bridge.confirmBiometric('why')).toBe('confirmed');
    real.emit({ type: 'app.background' });
    expect(events).toEqual([{ type: 'app.background' }]);
    expect(loads).toBe(1);
    expect(real.log).toEqual(['device.info', 'ui.statusBar #ffffff', 'biometric.confirm why']);
  });

  it('a failed load fails the request and is tried again', async () => {
    let loads = 0;
    const bridge = lazyNativeBridge(true, async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return new FakeNativeAppBridge();
    });
    await expect(bridge.platform()).rejects.toThrow('chunk failed');
    expect(await bridge.platform()).toBe('ios');
  });
});
