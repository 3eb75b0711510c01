import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../domain/i18n/languages';
import { LISTING_LIMITS } from '../../../../domain/listing/listing';
import { GroupError, TextField, type StepProps } from './fields';

/**
 * The title and description per language: the owner writes at least one language, the others fall back to it on
 * the site. The picker marks the languages written. Suggested itineraries are written in the same language.
 */
export const DescriptionStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const language = presenter.descriptionLanguage;
  const name = LANGUAGE_NAMES[language];
  const title = presenter.form.titles[language] ?? '';
  const description = presenter.form.descriptions[language] ?? '';
  const written = presenter.writtenLanguages;
  return (
    <>
      <fieldset className="listing-fieldset">
        <legend>{t('fields.language')}</legend>
        <p className="field-hint">
          {written.length === 0 ? t('hints.noLanguage') : t('hints.languagesWritten', { languages: written.map((l) => LANGUAGE_NAMES[l]).join(', ') })}
        </p>
        <div className="language-picker">
          {presenter.languages.map((l) => (
            <button key={l.code} type="button" lang={l.code} className={`chip ${l.written ? 'is-written' : ''}`} aria-pressed={l.current} onClick={() => presenter.languageChosen(l.code)}>
              {LANGUAGE_NAMES[l.code]}
              {l.written && <span aria-label={t('hints.written')}> ✓</span>}
            </button>
          ))}
        </div>
        <GroupError presenter={presenter} paths={['titles', 'descriptions']} />
      </fieldset>
      <TextField
        presenter={presenter}
        path={`titles.${language}`}
        label={t('fields.titleIn', { language: name })}
        value={title}
        onChange={(v) => presenter.textChanged('titles', v)}
        maxLength={LISTING_LIMITS.titleMax}
        hint={t('hints.title', { min: LISTING_LIMITS.titleMin, max: LISTING_LIMITS.titleMax, length: [...title.trim()].length })}
      />
      <TextField
        presenter={presenter}
        path={`descriptions.${language}`}
        label={t('fields.descriptionIn', { language: name })}
        value={description}
        onChange={(v) => presenter.textChanged('descriptions', v)}
        multiline
        maxLength={LISTING_LIMITS.descriptionMax}
        hint={t('hints.description', { min: LISTING_LIMITS.descriptionMin, length: [...description.trim()].length })}
      />
      <Itineraries presenter={presenter} />
    </>
  );
});

const Itineraries = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const language = presenter.descriptionLanguage;
  const itineraries = presenter.form.itineraries;
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('fields.itineraries')}</legend>
      <p className="field-hint">{t('hints.itineraries')}</p>
      <GroupError presenter={presenter} paths={['itineraries']} />
      {itineraries.map((itinerary, i) => (
        <div key={i} className="listing-subblock" role="group" aria-label={t('rows.itinerary', { number: i + 1 })}>
          <TextField
            presenter={presenter}
            path={`itineraries.${i}.title`}
            label={t('fields.itineraryTitle', { language: LANGUAGE_NAMES[language] })}
            value={itinerary.title[language] ?? ''}
            onChange={(v) => presenter.itineraryTitleChanged(i, v)}
            maxLength={LISTING_LIMITS.titleMax}
          />
          <GroupError presenter={presenter} paths={[`itineraries.${i}.days`]} />
          <ol className="itinerary-days">
            {itinerary.days.map((day, j) => (
              <li key={j} className="listing-row">
                <TextField
                  presenter={presenter}
                  path={`itineraries.${i}.days.${j}.harbour`}
                  alsoErrors={[`itineraries.${i}.days.${j}.day`]}
                  label={t('fields.dayHarbour', { day: j + 1 })}
                  value={day.harbour}
                  onChange={(v) => presenter.itineraryDayChanged(i, j, { harbour: v })}
                  maxLength={LISTING_LIMITS.nameMax}
                />
                <TextField
                  presenter={presenter}
                  path={`itineraries.${i}.days.${j}.description`}
                  label={t('fields.dayDescription', { day: j + 1 })}
                  value={day.description}
                  onChange={(v) => presenter.itineraryDayChanged(i, j, { description: v })}
                  maxLength={LISTING_LIMITS.itineraryTextMax}
                />
                <button type="button" className="button ghost row-remove" onClick={() => presenter.itineraryDayRemoved(i, j)} disabled={itinerary.days.length <= 1}>
                  {t('rows.removeDay', { day: j + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <div className="row-actions">
            <button type="button" className="button" onClick={() => presenter.itineraryDayAdded(i)} disabled={itinerary.days.length >= LISTING_LIMITS.itineraryDaysMax}>
              {t('rows.addDay')}
            </button>
            <button type="button" className="button ghost" onClick={() => presenter.rowRemoved('itineraries', i)}>
              {t('rows.removeItinerary')}
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="button" onClick={() => presenter.rowAdded('itineraries')} disabled={itineraries.length >= LISTING_LIMITS.itinerariesMax}>
        {t('rows.addItinerary')}
      </button>
    </fieldset>
  );
});
