import { left } from 'fp-ts/lib/Either';

/**
 * A gateway whose implementation (and the contract's codecs it decodes with) loads on its first call, so the first
 * screen does not carry it: every method of G is forwarded, on call, to the gateway `loader` loads. Calls made while it
 * loads share one load; a failed load is a network failure, tried again on the next call. For gateways whose methods
 * all answer Promise<Either<ApiFailure, _>>; one function rather than a forwarding class per gateway keeps the first
 * screen's JavaScript small.
 */
export const lazyGateway = <G extends object>(loader: () => Promise<G>): G => {
  let loading: Promise<G> | undefined;
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const call = async (name: string, args: unknown[]): Promise<unknown> => {
    let gateway: G;
    try {
      loading ??= loader();
      gateway = await loading;
    } catch (error) {
      loading = undefined;
      return left({ kind: 'network', path: name, message: error instanceof Error ? error.message : String(error) });
    }
    return (gateway as Record<string, (...a: unknown[]) => Promise<unknown>>)[name]!(...args);
  };
  return new Proxy({} as G, {
    get: (_target, name) => {
      // Never a thenable (awaiting the gateway itself must not call it), never a symbol.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = (...args: unknown[]) => call(name, args);
        methods.set(name, method);
      }
      return method;
    },
  });
};
