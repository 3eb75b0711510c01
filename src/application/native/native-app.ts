import { reaction } from 'mobx';
import { inject, injectable } from 'inversify';
import * as t from 'io-ts';
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either';
import type { AppConfiguration } from '../../contract/configuration';
import type { PushNotificationTracking } from '../../contract/device';
import { reportableErrorFromUnknown } from '../../domain/error-reporting/reportable-error';
import { needsAppUpdate, STATUS_BAR_COLOR, STATUS_BAR_DELAY_MS, wantsWhiteStatusBar } from '../../domain/native/app-version';
import { deepLinkTarget, isSitePath } from '../../domain/native/deep-link';
import { registrationDue, registrationRecord, type DeviceRegistrationRecord } from '../../domain/native/device-registration';
import { BACKGROUND_AT_STORAGE_KEY, reloadOnForeground } from '../../domain/native/foreground';
import { formatRoute, parsePath } from '../../domain/routing/route';
import { AUTH_TOKENS } from '../auth/auth-tokens';
import type { Scheduler } from '../auth/scheduler';
import type { ErrorReporter } from '../error-reporting/error-reporter';
import type { Navigator } from '../routing/navigator';
import type { ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { TOKENS } from '../tokens';
import type { NativeAppBridge, NativeDeviceInfo, NativeEvent, PushNotificationData } from './native-bridge';
import { trackingAccepted, type PermissionStore } from './native-permissions';
import { NATIVE_TOKENS } from './native-tokens';
import type { AppPage, MetricsBeacon, NativeAppGateway } from './ports';

/** What was last registered (see the domain's registrationDue), kept in local storage. */
export const REGISTRATION_STORAGE_KEY = 'seaway.native.deviceRegistration';

const StoredRegistration = t.type({ at: t.number, deviceToken: t.string, deviceVersion: t.string, fcmToken: t.union([t.string, t.null]) });

/** How long a reload waits for the badge request to leave (the reload would drop it otherwise). */
export const CLEAR_BADGE_WAIT_MS = 500;

/** The signed-in user as the native app needs it (the user session). */
export interface NativeSession extends Pick<PermissionStore, 'trackingPermissionChanged'> {
  readonly token: string | undefined;
  readonly isSignedIn: boolean;
  readonly permissions: { readonly tracking: boolean };
}

/**
 * The web app inside the native app (issue [7]; spec sections 4, 7 and 9), started once per page load in the webview:
 * - the device is registered once signed in (at start with a session, right after each sign-in), again when the host
 *   has a new push token, and when the last registration is 7 days old (checked at start and on every return);
 *   a failure is logged only (spec section 8);
 * - the app's version: below the configured minimum goes to `app-update-needed`; 4.0.0 or later gets the white status
 *   bar 1 second after start;
 * - leaving the foreground stores the time; coming back after 2 minutes or more clears the badge and reloads the page;
 * - pushes received and clicked are tracked (a click then follows its link), the "di" push opened too;
 * - a deep link is counted by a beacon, recorded as the visit's referer, then followed inside the app;
 * - the tracking permission the user changed in the phone's settings reaches the session (iOS: only authorized).
 * A browser has no native app: start() does nothing there.
 */
@injectable()
export class NativeApp {
  /** What went wrong lately (bounded), for whoever debugs the app; nothing is shown to the user. */
  readonly problems: string[] = [];
  private device: Promise<NativeDeviceInfo | undefined> | undefined;
  private registering: Promise<void> = Promise.resolve();
  private readonly stops: (() => void)[] = [];
  private started = false;

  constructor(
    @inject(TOKENS.NativeBridge) private readonly bridge: NativeAppBridge,
    @inject(NATIVE_TOKENS.NativeAppGateway) private readonly gateway: NativeAppGateway,
    @inject(TOKENS.UserSession) private readonly session: NativeSession,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Configuration) private readonly configuration: Pick<AppConfiguration, 'defaultLanguage' | 'minimumAppVersion'>,
    @inject(NATIVE_TOKENS.AppPage) private readonly page: AppPage,
    @inject(NATIVE_TOKENS.MetricsBeacon) private readonly beacon: MetricsBeacon,
    @inject(TOKENS.ErrorReporter) private readonly errors: ErrorReporter,
    @inject(AUTH_TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {}

  async start(): Promise<void> {
    if (!this.bridge.isWebview || this.started) return;
    this.started = true;
    this.stops.push(this.bridge.onEvent((event) => void this.eventReceived(event)));
    this.stops.push(
      reaction(
        () => this.session.token,
        (token, previous) => {
          // A sign-in (or another account): the device now belongs to this user. A sign-out forgets the registration.
          if (token) {
            if (token !== previous) void this.register(true);
          } else this.storage.remove(REGISTRATION_STORAGE_KEY);
        },
      ),
    );
    const statusBarTime = this.scheduler.delay(STATUS_BAR_DELAY_MS);
    const device = await this.deviceInfo();
    if (device && needsAppUpdate(device.deviceVersion, this.configuration.minimumAppVersion)) this.goTo('appUpdateNeeded');
    // Without the device (the host did not answer, already reported) registering waits for the next occasion.
    await Promise.all([
      device && this.session.isSignedIn ? this.register(false) : undefined,
      this.session.isSignedIn ? this.trackingChecked() : undefined,
      statusBarTime.then(() => (device && wantsWhiteStatusBar(device.deviceVersion) ? this.ask('ui.statusBar', () => this.bridge.setStatusBar(STATUS_BAR_COLOR)) : undefined)),
    ]);
  }

  dispose(): void {
    this.stops.splice(0).forEach((stop) => stop());
    this.started = false;
  }

  /** One event of the host; never throws (a failure is logged). */
  async eventReceived(event: NativeEvent): Promise<void> {
    try {
      switch (event.type) {
        case 'app.background':
          this.storage.set(BACKGROUND_AT_STORAGE_KEY, this.clock.now().toISOString());
          return;
        case 'app.foreground':
          return await this.foregrounded();
        case 'push.received':
          await this.pushTracked('received', event.push);
          return;
        case 'push.clicked':
          await this.pushTracked('clicked', event.push);
          if (event.url !== null) this.follow(event.url);
          return;
        case 'push.opened':
          this.logFailure('push opened', await this.gateway.trackOpenedDiPush({ pushNotificationId: event.pushNotificationId, platform: event.platform }));
          return;
        case 'push.token':
          return await this.pushTokenChanged(event.fcmToken);
        case 'deeplink.open':
          return await this.deepLinkOpened(event.url);
      }
    } catch (error) {
      this.problem(`${event.type}: ${describe(error)}`);
      this.errors.report(reportableErrorFromUnknown(error));
    }
  }

  private async foregrounded(): Promise<void> {
    const stored = this.storage.get(BACKGROUND_AT_STORAGE_KEY);
    this.storage.remove(BACKGROUND_AT_STORAGE_KEY);
    const at = stored === undefined ? Number.NaN : Date.parse(stored);
    if (reloadOnForeground(Number.isNaN(at) ? undefined : at, this.clock.now().getTime())) {
      // The request is posted at once; waiting a little for its answer keeps the reload from racing it.
      await Promise.race([this.ask('push.clearBadge', () => this.bridge.clearBadge()), this.scheduler.delay(CLEAR_BADGE_WAIT_MS)]);
      this.page.reload();
      return;
    }
    if (this.session.isSignedIn) await Promise.all([this.register(false), this.trackingChecked()]);
  }

  private async pushTracked(kind: 'received' | 'clicked', push: PushNotificationData): Promise<void> {
    // The two calls are about the signed-in user's device (spec section 7 "/account/…").
    if (!this.session.isSignedIn) {
      this.problem(`push ${kind} while signed out: not tracked`);
      return;
    }
    const deviceId = push.deviceId ?? (await this.deviceInfo())?.deviceToken;
    if (deviceId === undefined) {
      this.problem(`push ${kind}: no device id`);
      return;
    }
    const body: PushNotificationTracking = {
      notificationId: push.notificationId,
      deviceId,
      objectId: push.objectId,
      objectType: push.objectType,
      userId: push.userId,
    };
    this.logFailure(`push ${kind}`, await (kind === 'received' ? this.gateway.trackReceivedPush(body) : this.gateway.trackClickedPush(body)));
  }

  private async pushTokenChanged(fcmToken: string): Promise<void> {
    const device = await this.deviceInfo();
    if (device) this.device = Promise.resolve({ ...device, fcmToken });
    if (this.session.isSignedIn) await this.register(true);
  }

  /** Spec section 7: a beacon, then the referer with same-origin credentials, then the page (app. became www.). */
  private async deepLinkOpened(url: string): Promise<void> {
    this.beacon.deeplinkOpened(isSitePath(url) ? `${this.page.origin}${url}` : url);
    const target = deepLinkTarget(url, this.page.origin);
    if (target.kind !== 'inApp') {
      this.problem(`deep link not followed (${target.kind})`);
      return;
    }
    // The page opens even when the referer could not be recorded.
    this.logFailure('deep link referer', await this.gateway.addDeeplinkReferer(target.pathWithParams));
    this.navigator.navigate(target.path);
  }

  /** A push's link: this site's pages open in the app; another site's are not followed. */
  private follow(url: string): void {
    const target = deepLinkTarget(url, this.page.origin);
    if (target.kind === 'inApp') this.navigator.navigate(target.path);
    else this.problem(`push link not followed (${target.kind})`);
  }

  /** Registers the device when due, or at once (`force`); one registration at a time, in order. */
  private register(force: boolean): Promise<void> {
    const run = this.registering.then(async () => {
      const device = await this.deviceInfo();
      if (!device || !this.session.isSignedIn) return;
      const now = this.clock.now().getTime();
      if (!force && !registrationDue(this.lastRegistration(), device, now)) return;
      const result = await this.gateway.registerDevice({ ...device });
      if (isLeft(result)) {
        this.logFailure('device registration', result);
        return;
      }
      this.storage.set(REGISTRATION_STORAGE_KEY, JSON.stringify(registrationRecord(device, now)));
    });
    this.registering = run.catch(() => undefined);
    return run;
  }

  private lastRegistration(): DeviceRegistrationRecord | undefined {
    const raw = this.storage.get(REGISTRATION_STORAGE_KEY);
    if (raw === undefined) return undefined;
    try {
      const decoded = StoredRegistration.decode(JSON.parse(raw));
      if (isRight(decoded)) return decoded.right;
    } catch {
      // Unreadable: registered again, which rewrites it.
    }
    return undefined;
  }

  /** The permission changed in the phone's settings reaches the session; nothing is asked here (sign-in asks). */
  private async trackingChecked(): Promise<void> {
    await this.ask('tracking.status', async () => {
      const platform = await this.bridge.platform();
      const accepted = trackingAccepted(platform, platform === 'android' ? 'authorized' : await this.bridge.trackingAuthorization());
      if (accepted !== this.session.permissions.tracking) await this.session.trackingPermissionChanged(accepted);
    });
  }

  /** device.info, asked once per page (a new push token updates it); a failure is logged and asked again next time. */
  private deviceInfo(): Promise<NativeDeviceInfo | undefined> {
    this.device ??= this.bridge.deviceInfo().catch((error: unknown) => {
      this.bridgeFailed('device.info', error);
      this.device = undefined;
      return undefined;
    });
    return this.device;
  }

  private async ask(what: string, request: () => Promise<unknown>): Promise<void> {
    try {
      await request();
    } catch (error) {
      this.bridgeFailed(what, error);
    }
  }

  private goTo(screen: 'appUpdateNeeded'): void {
    const { language, route } = parsePath(this.navigator.path, { defaultLanguage: this.configuration.defaultLanguage });
    if (route.screen === screen) return;
    this.navigator.navigate(formatRoute({ screen }, language, this.configuration.defaultLanguage), { replace: true });
  }

  private bridgeFailed(what: string, error: unknown): void {
    this.problem(`${what}: ${describe(error)}`);
    this.errors.report({ kind: 'exception', name: 'NativeBridgeError', message: `${what}: ${describe(error)}` });
  }

  /** HTTP failures are reported by the HTTP client as its policy says; here they are only noted. */
  private logFailure(what: string, result: Either<ApiFailure, unknown>): void {
    if (isLeft(result)) this.problem(`${what}: ${result.left.kind === 'http' ? `HTTP ${result.left.status}` : result.left.kind}`);
  }

  private problem(text: string): void {
    this.problems.push(text);
    if (this.problems.length > 20) this.problems.shift();
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
