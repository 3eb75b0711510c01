import { createContext, use, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayButton, DayPicker, type DayButtonProps, type DayProps, type Matcher } from 'react-day-picker';
import type { DayPickerLocale } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { firstDayOfWeekFor } from '../../../domain/listing/calendar';
import { formatNumericDate } from '../../../domain/date-range/date-pattern';
import { rangeAfterClick, type BlockedRange, type RangeRefusal, type RangeSelection } from '../../../domain/date-range/range-selection';

const enGB = () => import('react-day-picker/locale/en-GB').then((m) => m.enGB);

/** The calendar's locale (month and weekday names, its buttons' labels) for each page language, loaded on its own. */
const LOCALES: Readonly<Record<string, () => Promise<DayPickerLocale>>> = {
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  el: () => import('react-day-picker/locale/el').then((m) => m.el),
  en: enGB,
  'en-GB': enGB,
  'en-US': () => import('react-day-picker/locale/en-US').then((m) => m.enUS),
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  nl: () => import('react-day-picker/locale/nl').then((m) => m.nl),
  pl: () => import('react-day-picker/locale/pl').then((m) => m.pl),
  pt: () => import('react-day-picker/locale/pt').then((m) => m.pt),
  ru: () => import('react-day-picker/locale/ru').then((m) => m.ru),
  sv: () => import('react-day-picker/locale/sv').then((m) => m.sv),
};

const loaded = new Map<string, Promise<DayPickerLocale>>();
/** One promise per language, kept, so that React's `use` suspends only the first time. */
const localeOf = (language: string): Promise<DayPickerLocale> => {
  const known = loaded.get(language);
  if (known !== undefined) return known;
  const promise = (LOCALES[language] ?? enGB)();
  loaded.set(language, promise);
  return promise;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** Calendar days as the picker's local midnights and back (no time zone moves the day). */
const toDate = (date: string): Date => new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const toIso = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

type DayPrice = (date: string) => string | undefined;
const DayPriceContext = createContext<DayPrice | undefined>(undefined);

/** A day's price, when the picker prices days and the day can be chosen. */
const usePriceOf = (day: DayProps['day'], modifiers: DayProps['modifiers']): string | undefined => {
  const dayPrice = useContext(DayPriceContext);
  return modifiers.disabled || modifiers.hidden || day.outside ? undefined : dayPrice?.(day.isoDate);
};

/**
 * The day's button keeps the calendar's name (the date first) and says the price after it ("Monday, 7 July 2026,
 * €320 per day"), so its visible number stays part of its name.
 */
const PricedDayButton = (props: DayButtonProps) => {
  const { t } = useTranslation('search');
  const price = usePriceOf(props.day, props.modifiers);
  const label = props['aria-label'];
  if (price === undefined || !label) return <DayButton {...props} />;
  return <DayButton {...props} aria-label={`${label}, ${t('search:dateRange.pricePerDay', { price })}`} />;
};

/**
 * The day's cell shows the price small under the button's number, over the button (clicks go through to it) and
 * hidden from assistive technologies, which hear it in the button's name. Both components are declared once, so the
 * grid keeps its buttons and their focus.
 */
const PricedDay = ({ day, modifiers, children, ...props }: DayProps) => {
  const price = usePriceOf(day, modifiers);
  return (
    <td {...props}>
      {children}
      {price !== undefined && (
        <span className="date-range-day-price" aria-hidden="true">
          {price}
        </span>
      )}
    </td>
  );
};

export interface DateRangeCalendarProps {
  readonly start: string;
  readonly end: string;
  readonly min?: string;
  readonly blocked: readonly BlockedRange[];
  readonly note?: string;
  readonly dayPrice?: DayPrice | undefined;
  readonly language: string;
  readonly months: number;
  readonly onChange: (start: string, end: string) => void;
  readonly onDone: () => void;
}

/** react-day-picker's range grid (keyboard: arrows, Page Up/Down, Home/End), our selection rules, a footer. */
const DateRangeCalendar = ({ start, end, min, blocked, note, dayPrice, language, months, onChange, onDone }: DateRangeCalendarProps) => {
  const { t } = useTranslation('search');
  const locale = use(localeOf(language));
  const [selection, setSelection] = useState<RangeSelection>({ ...(start && { start }), ...(start && end && { end }) });
  const [refusal, setRefusal] = useState<RangeRefusal | null>(null);
  const booked: Matcher[] = blocked.map((range) => ({ from: toDate(range.startDate), to: toDate(range.endDate) }));
  const disabled: Matcher[] = [...(min ? [{ before: toDate(min) }] : []), ...booked];
  const first = selection.start ?? min;

  const status =
    selection.start !== undefined && selection.end !== undefined
      ? t('search:dateRange.selected', { start: formatNumericDate(selection.start, language), end: formatNumericDate(selection.end, language) })
      : selection.start !== undefined
        ? `${formatNumericDate(selection.start, language)} – ${t('search:dateRange.pickEnd')}`
        : t('search:dateRange.pickStart');

  return (
    <div className={dayPrice ? 'date-range-calendar date-range-priced' : 'date-range-calendar'}>
      <DayPriceContext value={dayPrice}>
        <DayPicker
          mode="range"
          locale={locale}
          weekStartsOn={firstDayOfWeekFor(language)}
          numberOfMonths={months}
          defaultMonth={first ? toDate(first) : undefined}
          startMonth={min ? toDate(min) : undefined}
          selected={selection.start ? { from: toDate(selection.start), to: selection.end ? toDate(selection.end) : undefined } : undefined}
          disabled={disabled}
          modifiers={{ booked }}
          modifiersClassNames={{ booked: 'date-range-booked' }}
          {...(dayPrice && { components: { Day: PricedDay, DayButton: PricedDayButton } })}
          autoFocus
          onSelect={(_range, day) => {
            const outcome = rangeAfterClick(selection, toIso(day), blocked, min);
            if (outcome.kind === 'refused') {
              setRefusal(outcome.reason);
              return;
            }
            setRefusal(null);
            setSelection(outcome.selection);
            if (outcome.complete) onChange(outcome.selection.start ?? '', outcome.selection.end ?? '');
          }}
        />
      </DayPriceContext>
      <div className="date-range-footer">
        <p role="status" aria-live="polite" className="date-range-status">
          {status}
        </p>
        {refusal === 'crossesUnavailable' && (
          <p role="alert" className="inline-error">
            {t('search:dateRange.crossesUnavailable')}
          </p>
        )}
        {blocked.length > 0 && (
          <p className="date-range-legend">
            <span className="date-range-swatch" aria-hidden="true" /> {t('search:dateRange.booked')}
          </p>
        )}
        {note !== undefined && <p className="date-range-note">{note}</p>}
        <div className="date-range-actions">
          <button
            type="button"
            className="button ghost"
            onClick={() => {
              setSelection({});
              setRefusal(null);
              onChange('', '');
            }}
          >
            {t('search:dateRange.clear')}
          </button>
          <button type="button" className="button primary" onClick={onDone}>
            {t('search:dateRange.done')}
          </button>
        </div>
      </div>
    </div>
  );
};

/** Starts loading the language's calendar texts (the trigger calls it when pointed at or focused). */
export const preloadLocale = (language: string): void => void localeOf(language);

export default DateRangeCalendar;
