import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { AppConfiguration } from '../../contract/configuration';
import { TOKENS } from '../tokens';
import type { NativeAppBridge } from './native-bridge';

export type StoreStatus = 'idle' | 'opening' | 'opened' | 'failed';

/**
 * The `app-update-needed` page (spec section 2): in the app, why (its version, the oldest one still served) and a
 * button that opens the app's page in its store; in a browser, there is nothing to update.
 */
@injectable()
export class AppUpdatePresenter {
  appVersion: string | null = null;
  storeStatus: StoreStatus = 'idle';

  constructor(
    @inject(TOKENS.NativeBridge) private readonly bridge: NativeAppBridge,
    @inject(TOKENS.Configuration) private readonly configuration: Pick<AppConfiguration, 'minimumAppVersion'>,
  ) {
    makeObservable(this, {
      appVersion: observable,
      storeStatus: observable,
      minimumVersion: computed,
      routeEntered: action,
      openStoreClicked: action,
    });
  }

  get isWebview(): boolean {
    return this.bridge.isWebview;
  }

  get minimumVersion(): string | null {
    return this.configuration.minimumAppVersion ?? null;
  }

  /** Reads the app's version to explain why; the page says it without the version when the app does not answer. */
  async routeEntered(): Promise<void> {
    if (!this.bridge.isWebview) return;
    try {
      const device = await this.bridge.deviceInfo();
      runInAction(() => (this.appVersion = device.deviceVersion));
    } catch {
      // The explanation goes without the version.
    }
  }

  async openStoreClicked(): Promise<void> {
    if (!this.bridge.isWebview || this.storeStatus === 'opening') return;
    this.storeStatus = 'opening';
    try {
      await this.bridge.openStore();
      runInAction(() => (this.storeStatus = 'opened'));
    } catch {
      runInAction(() => (this.storeStatus = 'failed'));
    }
  }
}
