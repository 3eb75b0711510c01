export interface JsonEndpoint {
  readonly url: string;
  /** Sent as a Bearer token; never put in an error message. */
  readonly token: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
}

/** What a provider adapter is configured with (the URL and token come from the environment). */
export interface ProviderEndpointOptions {
  readonly url: string;
  readonly token: string;
  /** Injectable for tests; the global fetch by default. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

export const endpointOf = (options: ProviderEndpointOptions): JsonEndpoint => ({
  url: options.url,
  token: options.token,
  fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
  timeoutMs: options.timeoutMs ?? 10_000,
});

/**
 * POSTs JSON to a provider's API (SMS gateway, email API). Any 2xx means accepted; otherwise `fail` builds the error
 * with a message naming only the provider and the status.
 */
export const postJson = async (
  endpoint: JsonEndpoint,
  body: unknown,
  provider: string,
  fail: (message: string, status?: number) => Error,
): Promise<void> => {
  let response: Response;
  try {
    response = await endpoint.fetch(endpoint.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${endpoint.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    throw fail(`${provider} unreachable: ${error instanceof Error ? error.name : 'error'}`);
  }
  // Drain the body so the connection can be reused.
  await response.text().catch(() => '');
  if (!response.ok) throw fail(`${provider} answered ${response.status}`, response.status);
};
