import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePlaceholder, formatNumericDate } from '../../../domain/date-range/date-pattern';
import type { BlockedRange } from '../../../domain/date-range/range-selection';

// The calendar (react-day-picker, date-fns and its locales) loads on the first open: the first screen stays light.
const loadCalendar = () => import('./DateRangeCalendar');
const DateRangeCalendar = lazy(loadCalendar);
// The full-screen dialog of phones loads when opened (the first screen does without it).
const Modal = lazy(() => import('../../modal/Modal').then((m) => ({ default: m.Modal })));

/** Phones get the calendar full screen (the same breakpoint as the modals'). */
const PHONE_QUERY = '(max-width: 640px)';

export interface DateRangePickerProps {
  /** YYYY-MM-DD, or '' when not chosen. */
  readonly start: string;
  readonly end: string;
  /** The first day that can be chosen (today). */
  readonly min?: string;
  /** Days that cannot be chosen nor crossed (both ends included). */
  readonly blocked?: readonly BlockedRange[];
  /** A line under the calendar (the boat's price per day). */
  readonly note?: string;
  /** The price shown small under a day (the product page's, formatted), or undefined for none. */
  readonly dayPrice?: (date: string) => string | undefined;
  /** The field's label (the translated "Dates" by default). */
  readonly label?: string;
  /** A whole range chosen, or both '' when cleared. */
  readonly onChange: (start: string, end: string) => void;
}

/**
 * One field for the departure and return days: a button showing the range in the page language's digits
 * ("28/12/2026 – 31/12/2026", "jj/mm/aaaa – jj/mm/aaaa" when empty) that opens the calendar in a popover, or full
 * screen on a phone (decided when opened, so the server's markup and the first render agree).
 */
export const DateRangePicker = ({ start, end, min, blocked = [], note, dayPrice, label, onChange }: DateRangePickerProps) => {
  const { t, i18n } = useTranslation('search');
  const language = i18n.language;
  const [open, setOpen] = useState<false | 'popover' | 'modal'>(false);
  const labelId = useId();
  const valueId = useId();
  const popoverId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const placeholder = datePlaceholder(language);
  const text = `${start ? formatNumericDate(start, language) : placeholder} – ${end ? formatNumericDate(end, language) : placeholder}`;

  const preload = () => void loadCalendar().then((calendar) => calendar.preloadLocale(language));

  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => {
    if (open !== 'popover') return;
    const onDocument = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onDocument);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDocument);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const calendar = (phone: boolean) => (
    <Suspense fallback={<p className="date-range-loading">{t('search:dateRange.loading')}</p>}>
      <DateRangeCalendar
        start={start}
        end={end}
        min={min}
        blocked={blocked}
        note={note}
        dayPrice={dayPrice}
        language={language}
        months={phone ? 1 : 2}
        onChange={(from, to) => {
          onChange(from, to);
          if (from !== '' && to !== '') close();
        }}
        onDone={close}
      />
    </Suspense>
  );

  return (
    <div className="field date-range" ref={wrapper}>
      <span id={labelId}>{label ?? t('search:dateRange.label')}</span>
      <button
        ref={trigger}
        type="button"
        className="date-range-trigger"
        aria-haspopup="dialog"
        aria-expanded={open !== false}
        aria-controls={open === 'popover' ? popoverId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          if (open !== false) setOpen(false);
          else setOpen(window.matchMedia(PHONE_QUERY).matches ? 'modal' : 'popover');
        }}
      >
        <svg aria-hidden="true" className="date-range-icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        <span id={valueId} className={start ? undefined : 'date-range-placeholder'}>
          {text}
        </span>
      </button>
      {open === 'popover' && (
        <div id={popoverId} role="dialog" aria-label={t('search:dateRange.title')} className="date-range-popover">
          {calendar(false)}
        </div>
      )}
      {open === 'modal' && (
        <Suspense fallback={null}>
          <Modal open onClose={() => setOpen(false)} title={t('search:dateRange.title')}>
            {calendar(true)}
          </Modal>
        </Suspense>
      )}
    </div>
  );
};
