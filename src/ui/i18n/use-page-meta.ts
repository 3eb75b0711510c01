import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsPresenter } from '../../application/settings/settings-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';

/** Every page sets its own title and meta description (guide habit 8). */
export const usePageMeta = (title: string, description?: string) => {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  useEffect(() => {
    settings.pageTitleChanged(title);
    document.title = title ? `${title} · ${brand}` : `${brand} · ${t('brand.tagline')}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description ?? t('meta.defaultDescription');
  }, [title, description, brand, t, settings]);
};
