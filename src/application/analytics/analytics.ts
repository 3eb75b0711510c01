/** The tag-manager data layer: events pushed here are read by the tag manager. */
export interface Analytics {
  push(event: Readonly<Record<string, unknown>>): void;
}

export const AnalyticsToken: unique symbol = Symbol.for('Analytics');
