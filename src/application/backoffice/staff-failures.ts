import { errorCodeOf, type SignInAborted } from '../account/signed-in';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';

/** What a back-office page shows after a failed load: sign-in refused, not staff, not found, or an error. */
export type StaffLoadFailure = 'signInRequired' | 'forbidden' | 'notFound' | 'error';

export const staffLoadFailure = (failure: ApiFailure | SignInAborted): StaffLoadFailure =>
  failure.kind === 'signInAborted'
    ? 'signInRequired'
    : failure.kind === 'http' && failure.status === 403
      ? 'forbidden'
      : failure.kind === 'http' && failure.status === 404
        ? 'notFound'
        : 'error';

/** A page's id from its URL: a positive integer as written, else nothing (the page says not found without a call). */
export const pageIdOf = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;

export interface StaffFailureMessages {
  /** The message key of a failed call: the server's code when the page knows it, 403 "for staff", else generic. */
  errorKey(failure: ApiFailure | SignInAborted): string;
  /** The `field: <namespace>:errors.x` details of a refusal, as a map (`reason`, `items.2.boatId`…); others never reach the screen. */
  fieldProblems(failure: ApiFailure | SignInAborted): Record<string, string>;
}

/** The failure messages of one group of back-office pages, whose texts live in `namespace`. */
export const staffFailureMessages = (namespace: string, knownErrors: Readonly<Record<string, string>>): StaffFailureMessages => {
  const detail = new RegExp(`^([A-Za-z]+(?:\\.\\d+\\.[A-Za-z]+)?): (${namespace}:errors\\.\\w+)$`);
  return {
    errorKey: (failure) => {
      const code = errorCodeOf(failure);
      if (code && knownErrors[code]) return knownErrors[code];
      if (failure.kind === 'signInAborted') return `${namespace}:errors.signInRequired`;
      if (failure.kind === 'http' && failure.status === 403) return `${namespace}:errors.staffOnly`;
      return failureMessageKey(failure);
    },
    fieldProblems: (failure) => {
      if (failure.kind !== 'http' || typeof failure.body !== 'object' || failure.body === null) return {};
      const details = (failure.body as { details?: unknown }).details;
      if (!Array.isArray(details)) return {};
      const out: Record<string, string> = {};
      for (const d of details) {
        const match = typeof d === 'string' ? detail.exec(d) : null;
        if (match?.[1] && match[2] && !(match[1] in out)) out[match[1]] = match[2];
      }
      return out;
    },
  };
};
