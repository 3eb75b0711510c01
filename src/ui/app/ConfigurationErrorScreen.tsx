/** Shown when the configuration injected by the server cannot be decoded: a clear message, not a blank page. */
export const ConfigurationErrorScreen = ({ details }: { details: readonly string[] }) => (
  <main className="config-error">
    <div role="alert">
      <h1>Seaway cannot start</h1>
      <p>The application configuration is missing or invalid. Please reload the page; if this persists, contact support.</p>
    </div>
    <details>
      <summary>Technical details</summary>
      <ul>
        {details.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </details>
  </main>
);
