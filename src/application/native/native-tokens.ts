/** Service identifiers of the native app's feature not listed in TOKENS (the bridge itself is TOKENS.NativeBridge). */
export const NATIVE_TOKENS = {
  NativeAppGateway: Symbol.for('NativeAppGateway'),
  MetricsBeacon: Symbol.for('MetricsBeacon'),
  AppPage: Symbol.for('AppPage'),
  NativeApp: Symbol.for('NativeApp'),
} as const;
