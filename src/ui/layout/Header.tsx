import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LanguageCode } from '../../domain/i18n/languages';
import type { SettingsPresenter } from '../../application/settings/settings-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';
import { useRouteHref } from '../routing/use-route-href';
import { Modal } from '../modal/Modal';
import { HeaderAuthControls, MenuAuthEntry } from '../auth/HeaderAuthControls';

const SettingsFields = observer(({ idPrefix }: { idPrefix: string }) => {
  const { t } = useTranslation('common');
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  return (
    <>
      <label className="compact-field" htmlFor={`${idPrefix}-language`}>
        <span className="visually-hidden">{t('settings.language')}</span>
        <select
          id={`${idPrefix}-language`}
          aria-label={t('settings.language')}
          value={settings.language}
          onChange={(e) => settings.languageSelected(e.target.value as LanguageCode)}
        >
          {settings.languageOptions.map((o) => (
            <option key={o.code} value={o.code} lang={o.code}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className="compact-field" htmlFor={`${idPrefix}-currency`}>
        <span className="visually-hidden">{t('settings.currency')}</span>
        <select
          id={`${idPrefix}-currency`}
          aria-label={t('settings.currency')}
          value={settings.currency.code}
          disabled={settings.currencyStatus === 'loading'}
          onChange={(e) => void settings.currencySelected(e.target.value)}
        >
          {settings.currencyOptions.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {settings.currencyStatus === 'error' && (
        <span role="alert" className="inline-error">
          {t('settings.currencyError')}
        </span>
      )}
    </>
  );
});

export const Header = observer(() => {
  const { t } = useTranslation('common');
  const href = useRouteHref();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="site-header">
      <Link href={href({ screen: 'home' })} className="brand">
        <svg aria-hidden="true" className="brand-mark" viewBox="0 0 64 64" width="28" height="28">
          <rect width="64" height="64" rx="14" fill="#0b5cad" />
          <path d="M30 10 L30 42 L12 42 Z" fill="#fff" />
          <path d="M34 18 L34 42 L50 42 Z" fill="#cfe3ff" />
          <path d="M8 46 H56 L50 54 H14 Z" fill="#fff" />
        </svg>
        {t('brand.name')}
      </Link>
      <nav aria-label={t('nav.main')} className="main-nav desktop-only">
        <Link href={href({ screen: 'search', kind: 'boat' })}>{t('nav.boats')}</Link>
        <Link href={href({ screen: 'search', kind: 'activity' })}>{t('nav.activities')}</Link>
      </nav>
      <div className="header-settings desktop-only">
        <SettingsFields idPrefix="header" />
      </div>
      <div className="header-auth">
        <HeaderAuthControls />
      </div>
      <button type="button" className="button ghost menu-button" onClick={() => setMenuOpen(true)}>
        {t('nav.menu')}
      </button>
      <Modal open={menuOpen} onClose={() => setMenuOpen(false)} title={t('nav.menu')} kind="right">
        <nav aria-label={t('nav.menuLinks')} className="drawer-nav">
          <Link href={href({ screen: 'home' })} onClick={() => setMenuOpen(false)}>
            {t('brand.home')}
          </Link>
          <Link href={href({ screen: 'search', kind: 'boat' })} onClick={() => setMenuOpen(false)}>
            {t('nav.boats')}
          </Link>
          <Link href={href({ screen: 'search', kind: 'activity' })} onClick={() => setMenuOpen(false)}>
            {t('nav.activities')}
          </Link>
        </nav>
        <div className="drawer-auth">
          <MenuAuthEntry onDone={() => setMenuOpen(false)} />
        </div>
        <div className="drawer-settings">
          <SettingsFields idPrefix="drawer" />
        </div>
      </Modal>
    </header>
  );
});
