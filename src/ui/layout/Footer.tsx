import { useTranslation } from 'react-i18next';
import { CookieSettingsLink } from '../consent/CookieSettingsLink';

export const Footer = () => {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
      <CookieSettingsLink />
    </footer>
  );
};
