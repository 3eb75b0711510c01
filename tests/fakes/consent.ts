import { right, type Either } from 'fp-ts/lib/Either';
import { observable, runInAction } from 'mobx';
import { ConsentEventRecorded, type ConsentEventBody } from '../../src/contract/consent';
import type { ConsentGateway } from '../../src/application/consent/consent-gateway';
import type { ApiFailure } from '../../src/application/shared/api-failure';
import type { NativeTracking } from '../../src/domain/consent/tracking-gate';
import { Scripted } from './scripted';

export class FakeConsentGateway extends Scripted<'record'> implements ConsentGateway {
  record(body: ConsentEventBody): Promise<Either<ApiFailure, ConsentEventRecorded>> {
    return this.answer('record', [body], ConsentEventRecorded, () => right({ recorded: true as const }));
  }

  /** The bodies sent, in order. */
  get bodies(): ConsentEventBody[] {
    return this.callsOf('record').map((call) => call.args[0] as ConsentEventBody);
  }
}

/** The native app's tracking permission, observable like the user session it stands for. */
export class FakeNativeTracking {
  readonly state = observable.box<NativeTracking>({ isWebview: false, authorized: false });
  constructor(initial: NativeTracking = { isWebview: false, authorized: false }) {
    this.state.set(initial);
  }
  readonly read = (): NativeTracking => this.state.get();
  set(next: NativeTracking): void {
    runInAction(() => this.state.set(next));
  }
}
