import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LISTING_LIMITS } from '../../../../domain/listing/listing';
import { GroupError, TextField, type StepProps } from './fields';

/** Prices in euros (sent as cents): per day, discounts, half day, minimum days, deposit, seasons; an example total. */
export const PricesStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const form = presenter.form;
  const euro = t('units.euro');
  const examples = presenter.priceExamples;
  return (
    <>
      <div className="field-row">
        <TextField presenter={presenter} path="pricePerDay" label={t('fields.pricePerDay')} value={form.pricePerDay} onChange={(v) => presenter.changed('pricePerDay', v)} inputMode="decimal" unit={euro} />
        <TextField presenter={presenter} path="halfDayPrice" label={t('fields.halfDayPrice')} value={form.halfDayPrice} onChange={(v) => presenter.changed('halfDayPrice', v)} inputMode="decimal" unit={euro} hint={t('hints.halfDayPrice')} />
      </div>
      <div className="field-row">
        <TextField presenter={presenter} path="discountPercentage" label={t('fields.discountPercentage')} value={form.discountPercentage} onChange={(v) => presenter.changed('discountPercentage', v)} inputMode="numeric" unit="%" hint={t('hints.discountPercentage')} />
        <TextField presenter={presenter} path="weeklyDiscount" label={t('fields.weeklyDiscount')} value={form.weeklyDiscount} onChange={(v) => presenter.changed('weeklyDiscount', v)} inputMode="numeric" unit="%" hint={t('hints.weeklyDiscount')} />
      </div>
      <div className="field-row">
        <TextField presenter={presenter} path="minimumDays" label={t('fields.minimumDays')} value={form.minimumDays} onChange={(v) => presenter.changed('minimumDays', v)} inputMode="numeric" />
        <TextField presenter={presenter} path="deposit" label={t('fields.deposit')} value={form.deposit} onChange={(v) => presenter.changed('deposit', v)} inputMode="decimal" unit={euro} hint={t('hints.deposit')} />
      </div>
      <fieldset className="listing-fieldset">
        <legend>{t('fields.seasonalPrices')}</legend>
        <p className="field-hint">{t('hints.seasonalPrices')}</p>
        <GroupError presenter={presenter} paths={['seasonalPrices']} />
        {form.seasonalPrices.map((season, i) => (
          <div key={i} className="listing-row" role="group" aria-label={t('rows.season', { number: i + 1 })}>
            <TextField presenter={presenter} path={`seasonalPrices.${i}.startDate`} alsoErrors={[`seasonalPrices.${i}.dates`]} label={t('fields.from')} type="date" value={season.startDate} onChange={(v) => presenter.rowChanged('seasonalPrices', i, { startDate: v })} />
            <TextField presenter={presenter} path={`seasonalPrices.${i}.endDate`} label={t('fields.to')} type="date" value={season.endDate} onChange={(v) => presenter.rowChanged('seasonalPrices', i, { endDate: v })} />
            <TextField presenter={presenter} path={`seasonalPrices.${i}.pricePerDay`} label={t('fields.pricePerDay')} inputMode="decimal" unit={euro} value={season.pricePerDay} onChange={(v) => presenter.rowChanged('seasonalPrices', i, { pricePerDay: v })} />
            <button type="button" className="button ghost row-remove" onClick={() => presenter.rowRemoved('seasonalPrices', i)}>
              {t('rows.remove')}
            </button>
          </div>
        ))}
        <button type="button" className="button" onClick={() => presenter.rowAdded('seasonalPrices')} disabled={form.seasonalPrices.length >= LISTING_LIMITS.seasonalPricesMax}>
          {t('rows.addSeason')}
        </button>
      </fieldset>
      <section className="price-example" aria-labelledby="price-example-title">
        <h3 id="price-example-title">{t('prices.exampleTitle')}</h3>
        {examples ? (
          <dl>
            <div>
              <dt>{t('prices.oneDay')}</dt>
              <dd>{examples.oneDay}</dd>
            </div>
            <div>
              <dt>{examples.weeklyDiscountApplies ? t('prices.weekDiscounted') : t('prices.week')}</dt>
              <dd>{examples.week}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t('prices.exampleNone')}</p>
        )}
      </section>
    </>
  );
});
