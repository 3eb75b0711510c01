import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isRight } from 'fp-ts/lib/Either';
import type { PlaceSummary } from '../../contract/search';
import type { SearchGateway } from './search-gateway';
import { Debouncer, type Scheduler } from './scheduler';

/** Fewer characters than this ask nothing. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

/**
 * The place field's combobox state: typed text, suggestions fetched after a 300 ms pause (spec section 9),
 * the highlighted option for the keyboard. Stale answers are ignored. Choosing is the owner's business.
 */
export class PlaceAutocomplete {
  input = '';
  suggestions: readonly PlaceSummary[] = [];
  isOpen = false;
  activeIndex = -1;
  status: 'idle' | 'loading' | 'error' = 'idle';
  private readonly debouncer: Debouncer;
  private sequence = 0;

  constructor(
    private readonly gateway: Pick<SearchGateway, 'autocomplete'>,
    scheduler: Scheduler,
    private readonly language: () => string,
  ) {
    this.debouncer = new Debouncer(scheduler);
    makeObservable<PlaceAutocomplete, 'fetch'>(this, {
      input: observable,
      suggestions: observableRef,
      isOpen: observable,
      activeIndex: observable,
      status: observable,
      activeSuggestion: computed,
      inputChanged: action,
      textSet: action,
      moved: action,
      closed: action,
      fetch: action,
    });
  }

  get activeSuggestion(): PlaceSummary | undefined {
    return this.activeIndex >= 0 ? this.suggestions[this.activeIndex] : undefined;
  }

  /** The user typed. */
  inputChanged(text: string): void {
    this.input = text;
    this.activeIndex = -1;
    if (text.trim().length < AUTOCOMPLETE_MIN_LENGTH) {
      this.debouncer.dispose();
      this.sequence += 1;
      this.suggestions = [];
      this.isOpen = false;
      this.status = 'idle';
      return;
    }
    this.debouncer.run(() => void this.fetch(text.trim()));
  }

  /** Shows a value chosen elsewhere (the URL, a selection) without asking for suggestions. */
  textSet(text: string): void {
    this.debouncer.dispose();
    this.sequence += 1;
    this.input = text;
    this.isOpen = false;
    this.activeIndex = -1;
    this.status = 'idle';
  }

  /** Arrow keys: moves the highlighted option, wrapping around. */
  moved(delta: 1 | -1): void {
    const count = this.suggestions.length;
    if (count === 0) return;
    this.isOpen = true;
    this.activeIndex = this.activeIndex < 0 && delta < 0 ? count - 1 : (this.activeIndex + delta + count) % count;
  }

  closed(): void {
    this.isOpen = false;
    this.activeIndex = -1;
  }

  dispose(): void {
    this.debouncer.dispose();
    this.sequence += 1;
  }

  private async fetch(text: string): Promise<void> {
    const sequence = ++this.sequence;
    this.status = 'loading';
    const result = await this.gateway.autocomplete(text, this.language());
    runInAction(() => {
      if (sequence !== this.sequence) return;
      if (isRight(result)) {
        this.suggestions = result.right.places;
        this.isOpen = result.right.places.length > 0;
        this.status = 'idle';
      } else {
        this.suggestions = [];
        this.isOpen = false;
        this.status = 'error';
      }
    });
  }
}
