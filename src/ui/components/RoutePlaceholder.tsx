import { useTranslation } from 'react-i18next';
import type { Route } from '../../domain/routing/route';
import { usePageHead } from '../seo/use-page-head';

/** The translation key of a screen's title. */
export const screenTitleKey = (route: Route): string => {
  switch (route.screen) {
    case 'backOffice':
      return `screens.backOffice_${route.page}`;
    case 'account':
      return `screens.account_${route.section}`;
    case 'econtract':
      return `screens.econtract_${route.direction}${route.confirm ? 'Confirm' : ''}`;
    default:
      return `screens.${route.screen}`;
  }
};

/** Screens that later work builds show their title and route parameters for now. */
export const RoutePlaceholder = ({ route }: { route: Route }) => {
  const { t } = useTranslation('common');
  const title = t(screenTitleKey(route));
  usePageHead({ title });
  const params = Object.entries(route).filter(([k]) => k !== 'screen');
  return (
    <section className="page placeholder-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {params.length > 0 && (
        <dl className="route-params" aria-label={t('screens.parameters')}>
          {params.map(([k, v]) => (
            <div key={k}>
              <dt>{t(`params.${k}`)}</dt>
              <dd>{Array.isArray(v) ? v.join('/') : String(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="muted">{t('screens.laterRelease')}</p>
    </section>
  );
};
