import { action, makeObservable, observable } from 'mobx';
import type { PlaceSummary } from '../../contract/search';
import { isoDateFromEpochMs, type FilterInput } from '../../domain/search';
import type { Clock } from '../shared/clock';
import { PlaceAutocomplete } from './place-autocomplete';
import type { Scheduler } from './scheduler';
import type { SearchGateway } from './search-gateway';
import { numberFromText } from './search-context';

/** What a search form sets of the search it leads to. */
export type FormFilters = Pick<FilterInput, 'address' | 'latitude' | 'longitude' | 'startDate' | 'endDate' | 'numberOfPeople'>;

/**
 * The place, dates and people of the search forms that lead to the search page (home and landing pages): the place
 * is the one chosen from the suggestions (with its position) or the text typed.
 */
export class SearchFormFields {
  startDate = '';
  endDate = '';
  people = '';
  readonly place: PlaceAutocomplete;
  private chosenPlace: PlaceSummary | null = null;

  constructor(
    searchGateway: Pick<SearchGateway, 'autocomplete'>,
    scheduler: Scheduler,
    language: () => string,
    private readonly clock: Clock,
  ) {
    this.place = new PlaceAutocomplete(searchGateway, scheduler, language);
    makeObservable(this, {
      startDate: observable,
      endDate: observable,
      people: observable,
      placeInputChanged: action,
      placeSelected: action,
      datesChanged: action,
      peopleChanged: action,
    });
  }

  /** The earliest date the form offers (UTC calendar date, as the search normalises). */
  get today(): string {
    return isoDateFromEpochMs(this.clock.now().getTime());
  }

  placeInputChanged(text: string): void {
    this.chosenPlace = null;
    this.place.inputChanged(text);
  }

  placeSelected(place: PlaceSummary): void {
    this.chosenPlace = place;
    this.place.textSet(place.name);
  }

  datesChanged(startDate: string, endDate: string): void {
    this.startDate = startDate;
    this.endDate = endDate;
  }

  peopleChanged(text: string): void {
    this.people = text;
  }

  /** The form's filters on submit; the suggestion highlighted by the keyboard counts as chosen. */
  submitted(): FormFilters {
    const active = this.place.activeSuggestion;
    if (active !== undefined) this.placeSelected(active);
    const typed = this.place.input.trim();
    const place = this.chosenPlace;
    return {
      address: place?.name ?? (typed === '' ? undefined : typed),
      latitude: place?.latitude,
      longitude: place?.longitude,
      startDate: this.startDate || undefined,
      endDate: this.endDate || undefined,
      numberOfPeople: numberFromText(this.people),
    };
  }

  dispose(): void {
    this.place.dispose();
  }
}
