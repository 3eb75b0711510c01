import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ProposalEditorPresenter } from '../../../../application/backoffice/proposal-editor-presenter';
import { FieldProblem } from '../boats/BoatsPageState';

type Props = { presenter: ProposalEditorPresenter };

/** Find boats by name or id, and add them to the proposal (each once, at most 10). */
export const BoatFinder = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-boats');
  const queryId = useId();
  const added = new Set(presenter.items.map((i) => i.boatId));
  return (
    <div className="bb-form" role="search" aria-label={t('proposal.searchLabel')}>
      <div className="bb-actions">
        <div className="field bb-grow">
          <label htmlFor={queryId}>{t('proposal.searchLabel')}</label>
          <input
            id={queryId}
            type="search"
            value={presenter.query}
            maxLength={100}
            onChange={(event) => presenter.queryChanged(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void presenter.searchSubmitted();
              }
            }}
          />
        </div>
        <button type="button" className="button" onClick={() => void presenter.searchSubmitted()} disabled={presenter.searchStatus === 'loading'}>
          {presenter.searchStatus === 'loading' ? t('proposal.searching') : t('proposal.search')}
        </button>
      </div>
      <div aria-live="polite">
        {presenter.searchStatus === 'error' && <p className="field-error">{t('proposal.searchFailed')}</p>}
        {presenter.searchStatus === 'done' && presenter.results.length === 0 && <p className="muted">{t('proposal.noResults')}</p>}
      </div>
      {presenter.results.length > 0 && (
        <ul className="bb-items" aria-label={t('proposal.results')}>
          {presenter.results.map((boat) => (
            <li key={boat.id} className="bb-item">
              <div>
                <p className="bb-item-title">
                  #{boat.id} {boat.title}
                </p>
                <p className="muted">
                  {boat.harbourName ?? '—'} · {t('proposal.capacity', { capacity: boat.capacity })} · {t(`status.${boat.status}`)}
                </p>
              </div>
              <button
                type="button"
                className="button"
                disabled={added.has(boat.id) || !presenter.canAddMore || boat.status !== 'published'}
                onClick={() => presenter.boatAdded(boat)}
                // The accessible name holds the visible text, "Add" or "Added" (WCAG 2.5.3).
                aria-label={t(added.has(boat.id) ? 'proposal.addedBoat' : 'proposal.addBoat', { title: boat.title })}
              >
                {added.has(boat.id) ? t('proposal.added') : t('proposal.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

/** The proposal's boats in order, each with its price (empty: the boat's own for the dates). */
export const ProposalItems = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-boats');
  const baseId = useId();
  const itemsError = `${baseId}-items`;
  if (presenter.items.length === 0) {
    return (
      <>
        <p className="muted">{t('proposal.noBoats')}</p>
        <FieldProblem id={itemsError} problemKey={presenter.problemOf('items')} />
      </>
    );
  }
  return (
    <>
      <ol className="bb-items" aria-label={t('proposal.boats')}>
        {presenter.items.map((row, index) => {
          const priceId = `${baseId}-price-${index}`;
          const priceError = `${baseId}-price-error-${index}`;
          const boatError = `${baseId}-boat-error-${index}`;
          const hint = presenter.priceHint(row);
          const priceProblem = presenter.problemOf(`items.${index}.price`);
          return (
            <li key={row.boatId} className="bb-item" data-testid="proposal-item">
              <div>
                <p className="bb-item-title">
                  #{row.boatId} {row.title}
                </p>
                <p className="muted">
                  {row.harbourName ?? '—'} · {t('proposal.capacity', { capacity: row.capacity })}
                </p>
                <FieldProblem id={boatError} problemKey={presenter.problemOf(`items.${index}.boatId`)} />
                <div className="field">
                  <label htmlFor={priceId}>{t('proposal.price', { title: row.title })}</label>
                  <input
                    id={priceId}
                    inputMode="decimal"
                    value={row.priceText}
                    placeholder={t('proposal.priceDefault')}
                    onChange={(event) => presenter.itemPriceChanged(index, event.target.value)}
                    aria-invalid={priceProblem ? true : undefined}
                    aria-describedby={priceProblem ? priceError : undefined}
                  />
                  {hint && <p className="field-hint">{t(hint.key, { amount: hint.amount })}</p>}
                  <FieldProblem id={priceError} problemKey={priceProblem} />
                </div>
              </div>
              <div className="bb-actions">
                <button type="button" className="button ghost" disabled={index === 0} onClick={() => presenter.itemMoved(index, -1)} aria-label={t('proposal.moveUp', { title: row.title })}>
                  ↑
                </button>
                <button
                  type="button"
                  className="button ghost"
                  disabled={index === presenter.items.length - 1}
                  onClick={() => presenter.itemMoved(index, 1)}
                  aria-label={t('proposal.moveDown', { title: row.title })}
                >
                  ↓
                </button>
                <button type="button" className="button ghost" onClick={() => presenter.itemRemoved(index)} aria-label={t('proposal.remove', { title: row.title })}>
                  ✕
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <FieldProblem id={itemsError} problemKey={presenter.problemOf('items')} />
    </>
  );
});
