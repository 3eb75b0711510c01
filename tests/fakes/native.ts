import * as t from 'io-ts';
import { right, type Either } from 'fp-ts/lib/Either';
import { action, makeObservable, observable } from 'mobx';
import type { DeviceRegistration, OpenedDiPushTracking, PushNotificationTracking } from '../../src/contract/device';
import type {
  BiometricResult,
  NativeAppBridge,
  NativeDeviceInfo,
  NativeEvent,
  NativeEventListener,
  NativePlatform,
  TrackingAuthorization,
} from '../../src/application/native/native-bridge';
import type { NativeSession } from '../../src/application/native/native-app';
import type { AppPage, MetricsBeacon, NativeAppGateway } from '../../src/application/native/ports';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { Scripted } from './scripted';

export const DEVICE: NativeDeviceInfo = { deviceToken: 'device-1', deviceType: 'ios', deviceVersion: '4.1.0', fcmToken: 'fcm-1' };

/**
 * The native app with scripted answers: every request is logged in order (with its parameter), a request can be made to
 * fail, and the test emits the host's events.
 */
export class FakeNativeAppBridge implements NativeAppBridge {
  readonly log: string[] = [];
  device: NativeDeviceInfo | Error = DEVICE;
  platformAnswer: NativePlatform = 'ios';
  trackingStatus: TrackingAuthorization = 'authorized';
  biometricAnswer: BiometricResult | Error = 'confirmed';
  /** Requests that fail (by their bridge name: 'push.clearBadge', 'app.openStore'…). */
  readonly failing = new Set<string>();
  private readonly listeners = new Set<NativeEventListener>();

  constructor(readonly isWebview = true) {}

  private async answer<A>(name: string, value: A): Promise<A> {
    if (!this.isWebview || this.failing.has(name)) throw new Error(this.isWebview ? `${name} failed` : 'not a webview');
    return value;
  }

  platform() {
    this.log.push('device.platform');
    return this.answer('device.platform', this.platformAnswer);
  }
  trackingAuthorization() {
    this.log.push('tracking.status');
    return this.answer('tracking.status', this.trackingStatus);
  }
  requestTrackingAuthorization() {
    this.log.push('tracking.request');
    return this.answer('tracking.request', this.trackingStatus);
  }
  requestPushPermission() {
    this.log.push('push.request');
    return this.answer('push.request', true);
  }
  async deviceInfo() {
    this.log.push('device.info');
    if (this.device instanceof Error) throw this.device;
    return this.answer('device.info', this.device);
  }
  async clearBadge() {
    this.log.push('push.clearBadge');
    await this.answer('push.clearBadge', undefined);
  }
  async setStatusBar(color: string) {
    this.log.push(`ui.statusBar ${color}`);
    await this.answer('ui.statusBar', undefined);
  }
  async confirmBiometric(reason: string) {
    this.log.push(`biometric.confirm ${reason}`);
    if (this.biometricAnswer instanceof Error) throw this.biometricAnswer;
    return this.answer('biometric.confirm', this.biometricAnswer);
  }
  async openStore() {
    this.log.push('app.openStore');
    await this.answer('app.openStore', undefined);
  }
  onEvent(listener: NativeEventListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  /** The host sends an event. */
  emit(event: NativeEvent): void {
    this.listeners.forEach((l) => l(event));
  }
  get listening(): number {
    return this.listeners.size;
  }
}

type GatewayMethod = keyof NativeAppGateway;

/** The native app's calls, recorded; succeed unless told to fail (Scripted). */
export class FakeNativeAppGateway extends Scripted<GatewayMethod> implements NativeAppGateway {
  /** Every call in order, with the call's name, shared with a timeline the test may pass. */
  constructor(private readonly timeline: string[] = []) {
    super();
  }
  private ok(method: GatewayMethod, args: unknown[]): Promise<Either<ApiFailure, unknown>> {
    this.timeline.push(method);
    return this.answer(method, args, t.unknown, () => right({}));
  }
  registerDevice(body: DeviceRegistration) {
    return this.ok('registerDevice', [body]);
  }
  trackReceivedPush(body: PushNotificationTracking) {
    return this.ok('trackReceivedPush', [body]);
  }
  trackClickedPush(body: PushNotificationTracking) {
    return this.ok('trackClickedPush', [body]);
  }
  trackOpenedDiPush(body: OpenedDiPushTracking) {
    return this.ok('trackOpenedDiPush', [body]);
  }
  addDeeplinkReferer(path: string) {
    return this.ok('addDeeplinkReferer', [path]);
  }
}

export class FakeBeacon implements MetricsBeacon {
  readonly sent: string[] = [];
  constructor(private readonly timeline: string[] = []) {}
  deeplinkOpened(url: string): void {
    this.timeline.push('beacon');
    this.sent.push(url);
  }
}

export class FakeAppPage implements AppPage {
  reloads = 0;
  constructor(
    readonly origin = 'https://www.seaway.example',
    private readonly timeline: string[] = [],
  ) {}
  reload(): void {
    this.timeline.push('reload');
    this.reloads += 1;
  }
}

/** The user session as the native app sees it: an observable token (sign-in and sign-out are reacted to). */
export class FakeNativeSession implements NativeSession {
  token: string | undefined;
  permissions = { tracking: false };
  readonly saved: boolean[] = [];
  /** Signed in with `token`, or signed out (undefined). */
  constructor(token: string | undefined) {
    this.token = token;
    makeObservable(this, { token: observable, signIn: action, signOut: action });
  }
  get isSignedIn() {
    return this.token !== undefined;
  }
  signIn(token = 'token-2') {
    this.token = token;
  }
  signOut() {
    this.token = undefined;
  }
  async trackingPermissionChanged(isAccepted: boolean) {
    this.saved.push(isAccepted);
    this.permissions = { tracking: isAccepted };
  }
}
