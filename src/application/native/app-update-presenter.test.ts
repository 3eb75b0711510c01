import { describe, expect, it } from 'vitest';
import { FakeNativeAppBridge } from '../../../tests/fakes/native';
import { AppUpdatePresenter } from './app-update-presenter';

describe('AppUpdatePresenter (app-update-needed, spec section 2)', () => {
  it('in the app: says which version it is and which is needed, and opens the store', async () => {
    const bridge = new FakeNativeAppBridge();
    bridge.device = { deviceToken: 'd', deviceType: 'android', deviceVersion: '3.2.0', fcmToken: null };
    const presenter = new AppUpdatePresenter(bridge, { minimumAppVersion: '4.0.0' });
    await presenter.routeEntered();
    expect(presenter.isWebview).toBe(true);
    expect(presenter.appVersion).toBe('3.2.0');
    expect(presenter.minimumVersion).toBe('4.0.0');
    const opening = presenter.openStoreClicked();
    expect(presenter.storeStatus).toBe('opening');
    await opening;
    expect(presenter.storeStatus).toBe('opened');
    expect(bridge.log).toEqual(['device.info', 'app.openStore']);
  });

  it('a store that does not open says so; the version is left out when the app does not tell it', async () => {
    const bridge = new FakeNativeAppBridge();
    bridge.device = new Error('no answer');
    bridge.failing.add('app.openStore');
    const presenter = new AppUpdatePresenter(bridge, {});
    await presenter.routeEntered();
    expect(presenter.appVersion).toBeNull();
    expect(presenter.minimumVersion).toBeNull();
    await presenter.openStoreClicked();
    expect(presenter.storeStatus).toBe('failed');
  });

  it('in a browser: nothing to ask', async () => {
    const bridge = new FakeNativeAppBridge(false);
    const presenter = new AppUpdatePresenter(bridge, { minimumAppVersion: '4.0.0' });
    await presenter.routeEntered();
    await presenter.openStoreClicked();
    expect(presenter.isWebview).toBe(false);
    expect(bridge.log).toEqual([]);
  });
});
