export * from './funnel';
export * from './messages';
export * from './phone-prefixes';
export * from './user-permissions';
export * from './validation';
