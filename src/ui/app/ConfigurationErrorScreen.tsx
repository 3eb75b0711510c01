import type { Errors } from 'io-ts';

/** What went wrong, readably: the configuration's invalid fields (the decoder's errors), else the error's message. */
const detailsOf = (problem: unknown): string[] =>
  Array.isArray(problem)
    ? (problem as Errors).slice(0, 10).map((e) => `${e.context.map((c) => c.key).filter(Boolean).join('.') || 'configuration'}: invalid`)
    : [problem instanceof Error ? problem.message : String(problem)];

/**
 * Shown when the configuration injected by the server cannot be read or decoded: a clear message, not a blank page.
 * The details are worked out here, in this screen's own chunk (it never loads on a working site).
 */
export const ConfigurationErrorScreen = ({ problem }: { problem: unknown }) => (
  <main className="config-error">
    <div role="alert">
      <h1>Seaway cannot start</h1>
      <p>The application configuration is missing or invalid. Please reload the page; if this persists, contact support.</p>
    </div>
    <details>
      <summary>Technical details</summary>
      <ul>
        {detailsOf(problem).map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </details>
  </main>
);
