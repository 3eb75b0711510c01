import { useEffect, useRef, type CSSProperties, type FormEvent, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ListingCalendarPresenter, type CalendarDayView, type CalendarNotice } from '../../../application/listings/listing-calendar-presenter';
import type { OwnerDayState } from '../../../domain/listing/calendar';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';

type Props = { presenter: ListingCalendarPresenter };

/** Colours of each state (inline: the calendar is self-contained; React sets them through the CSSOM, CSP-safe). */
const STATE_STYLE: Readonly<Record<OwnerDayState, CSSProperties>> = {
  free: { background: '#e7f6ec', color: 'var(--success)' },
  blocked: { background: '#4b5563', color: '#fff' },
  imported: { background: 'repeating-linear-gradient(135deg, #ede9fe 0 4px, #ddd6fe 4px 8px)', color: '#4c1d95' },
  booked: { background: '#fdecea', color: 'var(--danger)', fontWeight: 700 },
  past: { color: '#b5bec8' },
};
const SELECTED_STYLE: CSSProperties = { outline: '3px solid var(--blue)', outlineOffset: '-3px', boxShadow: 'inset 0 0 0 40px rgba(11, 92, 173, 0.25)' };
const DAY_BUTTON: CSSProperties = {
  width: '100%',
  // Seven columns fit a 320 px wide phone.
  minWidth: 36,
  height: 40,
  border: 'none',
  borderRadius: 6,
  font: 'inherit',
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'manipulation',
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' };

const NoticeLine = ({ notice }: { notice: CalendarNotice | null }) => {
  const { t } = useTranslation(['listing-calendar', 'common']);
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'notice success' : 'field-error'}>
      {t(notice.key, notice.values ?? {})}
    </p>
  );
};

const Day = observer(({ presenter, day }: Props & { day: CalendarDayView }) => {
  const { t } = useTranslation('listing-calendar');
  // "booked by Tessa" says both the state and who; a past day with a booking says "Past, booked by Tessa".
  const bookedBy = day.tenantFirstName ? t('day.bookedBy', { name: day.tenantFirstName }) : null;
  const details = [bookedBy && day.state === 'booked' ? null : t(day.stateKey), bookedBy, day.note, day.selected ? t('day.selected') : null]
    .filter(Boolean)
    .join(', ');
  return (
    <td role="gridcell" aria-selected={day.selected} style={{ padding: 1 }}>
      <button
        type="button"
        data-date={day.date}
        tabIndex={day.focusable ? 0 : -1}
        aria-label={`${day.label}: ${details}`}
        aria-disabled={day.disabled || undefined}
        aria-current={day.today ? 'date' : undefined}
        title={day.note ?? day.tenantFirstName ?? undefined}
        style={{ ...DAY_BUTTON, ...STATE_STYLE[day.state], ...(day.selected ? SELECTED_STYLE : {}), ...(day.disabled ? { cursor: 'default' } : {}) }}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          // A mouse drag must not select the page's text (which also keeps the focus: given back here).
          if (e.pointerType === 'mouse') {
            e.preventDefault();
            e.currentTarget.focus({ preventScroll: true });
          }
          presenter.dayPointerDown(day.date);
        }}
        onPointerEnter={(e) => presenter.dayPointerEnter(day.date, e.buttons !== 0)}
        onPointerUp={() => presenter.dayPointerUp(day.date)}
        onPointerCancel={() => presenter.pointerCancelled()}
        onClick={(e) => {
          // Pointers select through the pointer events above; a click without a pointer is Enter or Space.
          if (e.detail === 0) presenter.dayActivated(day.date);
        }}
      >
        {day.day}
      </button>
    </td>
  );
});

const Months = observer(({ presenter }: Props) => {
  const grid = useRef<HTMLDivElement>(null);
  /** A key moved the focus: it follows even when the month holding the old focus is gone. */
  const keyMoved = useRef(false);
  const focused = presenter.focusedDate;
  const months = presenter.months;
  // Keyboard focus follows the focused day (roving tab index), also into newly shown months.
  useEffect(() => {
    const container = grid.current;
    if (!container || !(keyMoved.current || container.contains(document.activeElement))) return;
    const target = container.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`);
    if (!target) return;
    target.focus();
    keyMoved.current = false;
  }, [focused, months]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') return;
    if (presenter.keyPressed(e.key)) {
      e.preventDefault();
      keyMoved.current = true;
    }
  };
  return (
    <div
      ref={grid}
      className="availability-calendar"
      aria-busy={presenter.refreshing}
      style={presenter.refreshing ? { opacity: 0.6 } : undefined}
      onKeyDown={onKeyDown}
      onPointerLeave={(e) => e.buttons === 0 && presenter.pointerCancelled()}
    >
      {months.map((month) => (
        <table key={month.key} role="grid" className="calendar-month" aria-labelledby={`listing-calendar-${month.key}`} style={{ borderCollapse: 'separate' }}>
          <caption id={`listing-calendar-${month.key}`}>{month.title}</caption>
          <thead>
            <tr>
              {presenter.weekdays.map((w) => (
                <th key={w.long} scope="col" abbr={w.long}>
                  {w.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => (day ? <Day key={day.date} presenter={presenter} day={day} /> : <td key={`blank-${j}`} role="gridcell" aria-hidden="true" />))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
});

const Legend = () => {
  const { t } = useTranslation('listing-calendar');
  const states: OwnerDayState[] = ['free', 'blocked', 'imported', 'booked'];
  return (
    <p className="calendar-legend muted" style={ROW}>
      {states.map((state) => (
        <span key={state} style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <span className="legend-swatch" aria-hidden="true" style={STATE_STYLE[state]} /> {t(`state.${state}`)}
        </span>
      ))}
    </p>
  );
};

const SelectionBar = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listing-calendar');
  const text = presenter.selectionText;
  const none = text === null;
  return (
    <div className="checkout-block" aria-label={t('selection.title')} role="group">
      <p aria-live="polite" style={{ margin: 0 }}>
        {none ? t('selection.none') : presenter.selection?.awaitingEnd ? t('selection.awaitingEnd', { dates: text }) : t('selection.range', { dates: text })}
      </p>
      <div style={ROW}>
        <button type="button" className="button primary" disabled={none || presenter.changing} onClick={() => void presenter.changeRequested(true)}>
          {t('actions.block')}
        </button>
        <button type="button" className="button" disabled={none || presenter.changing} onClick={() => void presenter.changeRequested(false)}>
          {t('actions.free')}
        </button>
        <button type="button" className="button ghost" disabled={none} onClick={() => presenter.selectionCleared()}>
          {t('actions.clear')}
        </button>
      </div>
      <NoticeLine notice={presenter.notice} />
    </div>
  );
});

const Bookings = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listing-calendar');
  return (
    <section aria-labelledby="listing-calendar-bookings">
      <h3 id="listing-calendar-bookings">{t('bookings.title')}</h3>
      {presenter.bookings.length === 0 ? (
        <p className="muted">{t('bookings.none')}</p>
      ) : (
        <ul>
          {presenter.bookings.map((b) => (
            <li key={b.id}>
              <Link href={b.href}>{t('bookings.item', { name: b.tenantFirstName, dates: b.dates })}</Link> — {t(b.statusKey)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

const Export = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listing-calendar');
  const url = presenter.exportUrl;
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      presenter.copyFinished(true);
    } catch {
      presenter.copyFinished(false);
    }
  };
  return (
    <section aria-labelledby="listing-calendar-export" className="checkout-block">
      <h3 id="listing-calendar-export">{t('export.title')}</h3>
      <p className="muted">{t('export.help')}</p>
      {url === null ? (
        <button type="button" className="button" disabled={presenter.exportBusy} onClick={() => void presenter.exportRequested()}>
          {t('export.show')}
        </button>
      ) : (
        <>
          <div className="field">
            <label htmlFor="listing-calendar-export-url">{t('export.url')}</label>
            <input id="listing-calendar-export-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <div style={ROW}>
            <button type="button" className="button primary" onClick={() => void copy()}>
              {t('export.copy')}
            </button>
            {presenter.confirmingReset ? (
              <span role="group" aria-label={t('export.resetConfirm')} style={ROW}>
                <span>{t('export.resetConfirm')}</span>
                <button type="button" className="button" disabled={presenter.exportBusy} onClick={() => void presenter.resetExportConfirmed()}>
                  {t('export.resetYes')}
                </button>
                <button type="button" className="button ghost" onClick={() => presenter.resetExportCancelled()}>
                  {t('actions.cancel')}
                </button>
              </span>
            ) : (
              <button type="button" className="button ghost" onClick={() => presenter.resetExportClicked()}>
                {t('export.reset')}
              </button>
            )}
          </div>
        </>
      )}
      <NoticeLine notice={presenter.exportNotice} />
    </section>
  );
});

const Import = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listing-calendar');
  const info = presenter.importInfo;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.importUrlSubmitted();
  };
  return (
    <section aria-labelledby="listing-calendar-import" className="checkout-block">
      <h3 id="listing-calendar-import">{t('import.title')}</h3>
      <p className="muted">{t('import.help')}</p>
      {info && (
        <p style={ROW}>
          <span>{info.importedAt ? t('import.savedAt', { url: info.url, at: info.importedAt }) : t('import.saved', { url: info.url })}</span>
          <button type="button" className="button ghost" disabled={presenter.importBusy} onClick={() => void presenter.stopImportClicked()}>
            {t('import.stop')}
          </button>
        </p>
      )}
      <form onSubmit={submit} noValidate style={ROW}>
        <div className="field" style={{ flex: '1 1 260px' }}>
          <label htmlFor="listing-calendar-import-url">{t('import.url')}</label>
          <input
            id="listing-calendar-import-url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={presenter.importUrlText}
            onChange={(e) => presenter.importUrlChanged(e.target.value)}
          />
        </div>
        <button type="submit" className="button primary" disabled={presenter.importBusy}>
          {t('import.submit')}
        </button>
      </form>
      <div className="field">
        <label htmlFor="listing-calendar-import-file">{t('import.file')}</label>
        <input
          id="listing-calendar-import-file"
          type="file"
          accept=".ics,text/calendar"
          disabled={presenter.importBusy}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // The same file can be chosen again later.
            e.currentTarget.value = '';
            if (file) void presenter.importFileChosen(file);
          }}
        />
      </div>
      {presenter.importBusy && <p role="status">{t('import.busy')}</p>}
      <NoticeLine notice={presenter.importNotice} />
      {presenter.importConflicts.length > 0 && (
        <p role="alert" className="field-error">
          {t('import.conflicts', { dates: presenter.importConflicts.join(', ') })}
        </p>
      )}
    </section>
  );
});

/**
 * A listing's availability calendar for its owner (issue [6]): mounted in the listing editor as
 * `<ListingCalendar listingId={id} />` (its section is `#calendar`, for links from the listings page). Thin: everything
 * it shows comes from ListingCalendarPresenter.
 */
export const ListingCalendar = observer(({ listingId }: { listingId: number }) => {
  const presenter = usePagePresenterOf(ListingCalendarPresenter);
  const { t } = useTranslation(['listing-calendar', 'common']);
  useEffect(() => {
    void presenter.opened(listingId);
  }, [presenter, listingId]);

  const { status } = presenter;
  return (
    <section id="calendar" aria-labelledby="listing-calendar-title" className="listing-calendar">
      <h2 id="listing-calendar-title">{t('title')}</h2>
      {status === 'notFound' && <p className="alert">{t('errors.notFound')}</p>}
      {status === 'signInRequired' && <p className="alert">{t('common:errors.signInRequired')}</p>}
      {status === 'error' && (
        <div className="alert" role="alert">
          <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
          <button type="button" className="button" onClick={() => void presenter.opened(listingId)}>
            {t('actions.retry')}
          </button>
        </div>
      )}
      {(status === 'loading' || status === 'idle') && (
        <p role="status" className="muted">
          {t('loading')}
        </p>
      )}
      {status === 'ready' && (
        <>
          <p className="muted">{t('help')}</p>
          <div style={{ ...ROW, justifyContent: 'space-between' }}>
            <button type="button" className="button ghost" disabled={!presenter.canGoBack} onClick={() => void presenter.previousMonthClicked()}>
              {t('actions.previous')}
            </button>
            <button type="button" className="button ghost" disabled={!presenter.canGoForward} onClick={() => void presenter.nextMonthClicked()}>
              {t('actions.next')}
            </button>
          </div>
          <Months presenter={presenter} />
          <Legend />
          <SelectionBar presenter={presenter} />
          <Bookings presenter={presenter} />
          <Export presenter={presenter} />
          <Import presenter={presenter} />
        </>
      )}
    </section>
  );
});

export default ListingCalendar;
