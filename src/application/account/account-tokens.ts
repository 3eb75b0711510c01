/** Inversify identifiers of the account's ports (bound in the composition root). */
export const ACCOUNT_TOKENS = {
  AfterBookingGateway: Symbol.for('AfterBookingGateway'),
  ConversationGateway: Symbol.for('ConversationGateway'),
  ProfileGateway: Symbol.for('ProfileGateway'),
  UnreadMessages: Symbol.for('UnreadMessages'),
} as const;
