import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageHead } from '../../seo/use-page-head';
import { homePageHead } from '../../seo/page-heads';
import { useRouteHref } from '../../routing/use-route-href';
import { Modal } from '../../modal/Modal';
import { Popover } from '../../modal/Popover';
import { Tooltip } from '../../modal/Tooltip';

export default function HomeScreen() {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  const [howItWorksOpen, setHowItWorksOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  usePageHead(homePageHead);
  return (
    <section className="page home-page" aria-labelledby="page-title">
      <div className="hero">
        <h1 id="page-title">{t('home.title')}</h1>
        <p className="lead">{t('home.subtitle')}</p>
        <div className="hero-actions">
          <Link className="button primary" href={href({ screen: 'search', kind: 'boat' })}>
            {t('home.searchBoats')}
          </Link>
          <Link className="button" href={href({ screen: 'search', kind: 'activity' })}>
            {t('home.searchActivities')}
          </Link>
        </div>
      </div>
      <div className="home-info">
        <p>
          {t('home.skipperIntro')} <Tooltip label={t('home.skipperTooltipLabel')} text={t('home.skipperTooltip')} />
        </p>
        <div className="home-info-actions">
          <button type="button" className="button" onClick={() => setHowItWorksOpen(true)}>
            {t('home.howItWorks')}
          </button>
          <Popover label={t('home.cancellationLabel')} title={t('home.cancellationTitle')}>
            <p>{t('home.cancellationText')}</p>
          </Popover>
          <button type="button" className="button ghost" onClick={() => setHelpOpen(true)}>
            {t('home.needHelp')}
          </button>
        </div>
      </div>
      <Modal open={howItWorksOpen} onClose={() => setHowItWorksOpen(false)} title={t('home.howItWorks')}>
        <ol className="steps">
          <li>{t('home.step1')}</li>
          <li>{t('home.step2')}</li>
          <li>{t('home.step3')}</li>
        </ol>
      </Modal>
      <Modal open={helpOpen} onClose={() => setHelpOpen(false)} title={t('home.needHelp')} kind="bottom">
        <p>{t('home.helpText')}</p>
      </Modal>
    </section>
  );
}
