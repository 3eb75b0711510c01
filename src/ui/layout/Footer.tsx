import { useTranslation } from 'react-i18next';

export const Footer = () => {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <p>{t('footer.tagline')}</p>
    </footer>
  );
};
