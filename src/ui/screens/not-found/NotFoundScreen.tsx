import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageHead } from '../../seo/use-page-head';
import { notFoundPageHead } from '../../seo/page-heads';
import { useRouteHref } from '../../routing/use-route-href';

export default function NotFoundScreen() {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  usePageHead(notFoundPageHead);
  return (
    <section className="page not-found-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link className="button primary" href={href({ screen: 'home' })}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
