import { formatMoney, fromBase } from '../../domain/currency/money';
import type { SearchSettings } from '../search/search-context';

/** An amount of EUR cents (what the server charges) shown in the tenant's currency and language, to the cent. */
export const formatEuroCents = (amountEurCents: number, settings: Pick<SearchSettings, 'currency' | 'language'>): string =>
  formatMoney(fromBase(amountEurCents, settings.currency), settings.language, settings.currency);
