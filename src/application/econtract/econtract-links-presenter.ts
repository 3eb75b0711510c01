import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { EcontractDirection, EcontractOverview } from '../../contract/econtract';
import { routeHref } from '../account/booking-card';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { ECONTRACT_TOKENS } from './econtract-tokens';
import type { EcontractGateway } from './ports';

export interface EcontractLink {
  readonly direction: EcontractDirection;
  readonly href: string;
  /** econtract:links.{in|out}[Signed|Draft] */
  readonly labelKey: string;
  readonly signed: boolean;
}

/**
 * The booking page's entry points to the contract: "Check-in" once it can be filled in (from the day before the
 * start), "Check-out" once the check-in is signed; a signed one links to its printable page. Nothing when the booking
 * has no contract to fill in (not a boat, not confirmed) or cannot be read; the booking page never fails for it.
 */
@injectable()
export class EcontractLinksPresenter {
  overview: EcontractOverview | null = null;

  constructor(
    @inject(ECONTRACT_TOKENS.EcontractGateway) private readonly gateway: EcontractGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
  ) {
    makeObservable(this, { overview: observableRef, links: computed });
  }

  async load(bookingId: string): Promise<void> {
    const answer = await this.gateway.overview(bookingId);
    runInAction(() => (this.overview = isLeft(answer) ? null : answer.right));
  }

  get links(): EcontractLink[] {
    const overview = this.overview;
    if (!overview) return [];
    return (['in', 'out'] as const).flatMap((direction) => {
      const step = overview[direction];
      if (step.status === 'none' && !step.availability.open) return [];
      const signed = step.status === 'signed';
      return [
        {
          direction,
          signed,
          labelKey: `econtract:links.${direction}${signed ? 'Signed' : step.status === 'draft' ? 'Draft' : ''}`,
          href: routeHref({ screen: 'econtract', id: String(overview.bookingId), direction, confirm: signed }, this.settings),
        },
      ];
    });
  }
}
