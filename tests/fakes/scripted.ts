import { isLeft, left, right, type Either } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import { decoded } from './checkout';

export interface RecordedCall<M extends string> {
  readonly method: M;
  readonly args: readonly unknown[];
}

/**
 * The scripting every fake gateway shares: records calls; a method can be told to fail (queued, once per call) or to
 * hold its answer until released. A fake extends it and answers each method through `answer`, whose successful
 * answers are decoded with the contract's codec (so a fixture that breaks the contract fails the test).
 */
export class Scripted<M extends string> {
  readonly calls: RecordedCall<M>[] = [];
  private readonly failures = new Map<M, ApiFailure[]>();
  private readonly holds = new Map<M, Promise<void>[]>();

  /** The next call of `method` answers `failure` (queued: call twice to fail twice). */
  failNext(method: M, failure: ApiFailure): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), failure]);
    return this;
  }

  /** The next call of `method` waits until the returned function is called (then answers as usual). */
  hold(method: M): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.holds.set(method, [...(this.holds.get(method) ?? []), gate]);
    return release;
  }

  callsOf(method: M): RecordedCall<M>[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Records the call, waits if held, answers a queued failure, else what `produce` answers (decoded with `codec`). */
  protected async answer<A, O>(method: M, args: readonly unknown[], codec: t.Type<A, O>, produce: () => Either<ApiFailure, A>): Promise<Either<ApiFailure, A>> {
    this.calls.push({ method, args });
    const gate = this.holds.get(method)?.shift();
    if (gate) await gate;
    const failure = this.failures.get(method)?.shift();
    if (failure) return left(failure);
    const answer = produce();
    return isLeft(answer) ? answer : right(decoded(codec, answer.right));
  }
}
