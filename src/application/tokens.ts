/** Inversify service identifiers of the ports and presenters. */
export const TOKENS = {
  Configuration: Symbol.for('Configuration'),
  CurrencyGateway: Symbol.for('CurrencyGateway'),
  KeyValueStorage: Symbol.for('KeyValueStorage'),
  Navigator: Symbol.for('Navigator'),
  Translator: Symbol.for('Translator'),
  Clock: Symbol.for('Clock'),
  Settings: Symbol.for('SettingsPresenter'),
  ErrorReporter: Symbol.for('ErrorReporter'),
  Analytics: Symbol.for('Analytics'),
} as const;
