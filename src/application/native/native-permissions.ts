import type { NativeBridge, NativePlatform, TrackingAuthorization } from './native-bridge';

/** Where the user's consents are saved (the user session: on the server, then locally). */
export interface PermissionStore {
  pushPermissionChanged(isAccepted: boolean): Promise<unknown>;
  trackingPermissionChanged(isAccepted: boolean): Promise<unknown>;
}

/** Spec section 4: only authorized enables tracking; on Android it is always authorized. */
export const trackingAccepted = (platform: NativePlatform, status: TrackingAuthorization): boolean =>
  platform === 'android' || status === 'authorized';

export interface NativePermissionsResult {
  readonly tracking: boolean | undefined;
  readonly pushNotif: boolean | undefined;
  /** What went wrong, for logging only (spec section 8: push registration errors are logged only). */
  readonly errors: readonly string[];
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * After sign-in in the webview, tracking then push permission are initialised (spec section 4):
 * iOS tracking not determined leads to the system request, then authorized, denied or restricted.
 * Never throws: a bridge that does not answer leaves the consent unknown.
 */
export const initialiseNativePermissions = async (bridge: NativeBridge, store: PermissionStore): Promise<NativePermissionsResult> => {
  if (!bridge.isWebview) return { tracking: undefined, pushNotif: undefined, errors: [] };
  const errors: string[] = [];
  let tracking: boolean | undefined;
  try {
    const platform = await bridge.platform();
    let status: TrackingAuthorization = platform === 'android' ? 'authorized' : await bridge.trackingAuthorization();
    if (platform === 'ios' && status === 'notDetermined') status = await bridge.requestTrackingAuthorization();
    tracking = trackingAccepted(platform, status);
    await store.trackingPermissionChanged(tracking);
  } catch (error) {
    errors.push(`tracking: ${describe(error)}`);
  }
  let pushNotif: boolean | undefined;
  try {
    pushNotif = await bridge.requestPushPermission();
    await store.pushPermissionChanged(pushNotif);
  } catch (error) {
    errors.push(`push: ${describe(error)}`);
  }
  return { tracking, pushNotif, errors };
};
