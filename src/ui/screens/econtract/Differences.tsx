import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';

/**
 * At check-out: what changed since the check-in (fuel, hours, equipment, new damages). Its title is an h3 inside a
 * step's section, an h2 on the confirmation page, where it follows the page's h1.
 */
export const Differences = observer(({ presenter, headingLevel = 3 }: { presenter: EcontractPresenter; headingLevel?: 2 | 3 }) => {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation(['econtract', 'search']);
  const diff = presenter.differences;
  if (!diff) return null;
  const names = new Map(presenter.equipmentRows.map((r) => [r.id, t(r.labelKey)]));
  const state = (s: string | null) => (s ? t(`econtract:equipment.${s}`) : t('econtract:differences.notChecked'));
  const nothing = diff.equipment.length === 0 && diff.newDamages.length === 0 && (diff.fuel?.change ?? 0) === 0 && (diff.engineHours?.used ?? 0) === 0;
  return (
    <section className="econtract-differences" aria-labelledby="econtract-differences">
      <Heading id="econtract-differences">{t('econtract:differences.title')}</Heading>
      {nothing ? (
        <p>{t('econtract:differences.none')}</p>
      ) : (
        <ul>
          {diff.fuel && diff.fuel.change !== 0 && <li>{t('econtract:differences.fuel', { before: diff.fuel.before, after: diff.fuel.after })}</li>}
          {diff.engineHours && (
            <li>
              {t('econtract:differences.hours', {
                before: presenter.hours(diff.engineHours.before),
                after: presenter.hours(diff.engineHours.after),
                used: presenter.hours(diff.engineHours.used),
              })}
            </li>
          )}
          {diff.equipment.map((e) => (
            <li key={e.id} className={e.worse ? 'econtract-worse' : undefined}>
              {t('econtract:differences.equipment', { name: names.get(e.id) ?? t('econtract:equipment.other'), before: state(e.before), after: state(e.after) })}
            </li>
          ))}
          {diff.newDamages.length > 0 && <li className="econtract-worse">{t('econtract:differences.newDamages', { count: diff.newDamages.length })}</li>}
        </ul>
      )}
    </section>
  );
});
