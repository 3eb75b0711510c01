import { useId, useLayoutEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConsentPresenter } from '../../application/consent/consent-presenter';
import { CONSENT_TOKENS } from '../../application/consent/consent-tokens';
import { CONSENT_PURPOSES } from '../../domain/consent/consent';
import { useService } from '../app/container-context';
import { Modal } from '../modal/Modal';
import './consent.css';

const OPEN_CLASS = 'consent-banner-open';
const HEIGHT_VARIABLE = '--consent-banner-height';

/**
 * While the banner shows, the page keeps room for it at the bottom (a padding, so nothing above moves): whatever it
 * covers, the booking buttons included, can be scrolled above it.
 */
const useReservedSpace = (banner: React.RefObject<HTMLElement | null>) => {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const reserve = (height: number) => root.style.setProperty(HEIGHT_VARIABLE, `${Math.ceil(height)}px`);
    root.classList.add(OPEN_CLASS);
    // Measured by the observer, after the browser's own layout: reading the size here would force a layout of the
    // whole page as the banner mounts (a long task on a slow phone, issue [8]).
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => entry && reserve(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    if (observer) observer.observe(element);
    else reserve(element.getBoundingClientRect().height);
    return () => {
      observer?.disconnect();
      root.classList.remove(OPEN_CLASS);
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [banner]);
};

const Banner = observer(({ presenter }: { presenter: ConsentPresenter }) => {
  const { t } = useTranslation('consent');
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  useReservedSpace(ref);
  return (
    // A landmark, not a modal: the page stays usable; declining takes exactly as much as accepting.
    <section ref={ref} className="consent-banner" role="region" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <h2 id={titleId}>{t('banner.title')}</h2>
          {/* Two short paragraphs: what is measured, then the choice's rules (easier to read on a phone). */}
          <div id={textId}>
            <p>{t('banner.text')}</p>
            <p>{t('banner.choiceNote')}</p>
          </div>
        </div>
        <div className="consent-actions">
          <button type="button" className="button consent-choice" onClick={() => presenter.declineAllClicked()}>
            {t('banner.declineAll')}
          </button>
          <button type="button" className="button consent-choice" onClick={() => presenter.acceptAllClicked()}>
            {t('banner.acceptAll')}
          </button>
          <button type="button" className="link-button consent-choose" aria-haspopup="dialog" onClick={() => presenter.chooseClicked()}>
            {t('banner.choose')}
          </button>
        </div>
      </div>
    </section>
  );
});

const Preferences = observer(({ presenter }: { presenter: ConsentPresenter }) => {
  const { t } = useTranslation('consent');
  const id = useId();
  return (
    <Modal
      open={presenter.preferencesOpen}
      onClose={() => presenter.preferencesClosed()}
      title={t('preferences.title')}
      footer={
        <div className="consent-dialog-actions">
          <button type="button" className="button consent-choice" onClick={() => presenter.declineAllClicked()}>
            {t('preferences.declineAll')}
          </button>
          <button type="button" className="button consent-choice" onClick={() => presenter.acceptAllClicked()}>
            {t('preferences.acceptAll')}
          </button>
          <button type="button" className="button primary" onClick={() => presenter.preferencesSaved()}>
            {t('preferences.save')}
          </button>
        </div>
      }
    >
      <p className="consent-intro">{t('preferences.intro')}</p>
      <ul className="consent-purposes">
        <li>
          <label className="consent-purpose">
            <input type="checkbox" checked disabled aria-describedby={`${id}-necessary`} />
            <span>{t('purposes.necessary.title')}</span>
            <span className="consent-always-on">{t('preferences.alwaysOn')}</span>
          </label>
          <p id={`${id}-necessary`}>{t('purposes.necessary.description')}</p>
        </li>
        {CONSENT_PURPOSES.map((purpose) => (
          <li key={purpose}>
            <label className="consent-purpose">
              <input
                type="checkbox"
                checked={presenter.draft[purpose]}
                onChange={(event) => presenter.purposeToggled(purpose, event.target.checked)}
                aria-describedby={`${id}-${purpose}`}
              />
              <span>{t(`purposes.${purpose}.title`)}</span>
            </label>
            <p id={`${id}-${purpose}`}>{t(`purposes.${purpose}.description`)}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
});

/** The consent banner (first layer) and the cookie settings dialog; its own chunk, loaded when either shows. */
export default observer(function ConsentBanner() {
  const presenter = useService<ConsentPresenter>(CONSENT_TOKENS.ConsentPresenter);
  return (
    <>
      {presenter.bannerVisible && <Banner presenter={presenter} />}
      <Preferences presenter={presenter} />
    </>
  );
});
