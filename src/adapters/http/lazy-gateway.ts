import { left, type Either } from 'fp-ts/lib/Either';
import type { ApiFailure } from '../../application/shared/api-failure';

/**
 * A gateway whose implementation (and the contract's codecs it decodes with) loads on its first call, so the first
 * screen does not carry it. Calls made while it loads share one load; a failed load is a network failure, tried again
 * on the next call. Lazy gateways extend it and forward each method through `call`.
 */
export abstract class LazyGateway<G> {
  private gateway: Promise<G> | undefined;

  constructor(private readonly loader: () => Promise<G>) {}

  protected async call<A>(name: string, run: (gateway: G) => Promise<Either<ApiFailure, A>>): Promise<Either<ApiFailure, A>> {
    let gateway: G;
    try {
      this.gateway ??= this.loader();
      gateway = await this.gateway;
    } catch (error) {
      this.gateway = undefined;
      return left({ kind: 'network', path: name, message: error instanceof Error ? error.message : String(error) });
    }
    return run(gateway);
  }
}
