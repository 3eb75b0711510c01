import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useSearch } from 'wouter';
import type { CurrencyRate } from '../../domain/currency/money';
import type { LanguageCode } from '../../domain/i18n/languages';
import { parsePath, type Route } from '../../domain/routing/route';
import type { PageHeadParts, StructuredData } from '../../domain/seo/page-head';
import type { PageHeadStore } from '../../application/seo/page-head-store';
import { SEO_TOKENS } from '../../application/seo/seo-tokens';
import type { SettingsPresenter } from '../../application/settings/settings-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';

/** What a page says of itself; the route, language, query and origin come from where it is shown. */
export interface PageHeadInput {
  /** Without the brand; '' for home. */
  readonly title: string;
  /** The site's default description when left out. */
  readonly description?: string | undefined;
  /** A public page that must not be indexed in this state (not found, failed to load). */
  readonly noindex?: boolean;
  readonly canonicalRoute?: Route | undefined;
  readonly image?: string | undefined;
  readonly imageAlt?: string | undefined;
  readonly ogType?: 'website' | 'product';
  readonly structuredData?: readonly StructuredData[];
}

/** What a public page's head builder needs besides its presenter. */
export interface PageHeadContext {
  readonly t: TFunction;
  readonly language: LanguageCode;
  readonly defaultLanguage: LanguageCode;
  readonly currency: CurrencyRate;
}

/** Which head the document should show: a late builder load never overwrites a newer page's head. */
let latestHead = 0;

/**
 * Every page's head (guide habit 8, issue [8]): title, description, and for public pages the canonical URL, hreflang
 * alternates, social cards and JSON-LD. On the server it is stored while rendering (the server writes it into the
 * HTML); in the browser it replaces the previous page's head once rendered (the builders load then). Pages that are not public get noindex.
 */
export const usePageHead = (input: PageHeadInput | ((context: PageHeadContext) => PageHeadInput)): void => {
  const { t } = useTranslation('common');
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const store = useService<PageHeadStore>(SEO_TOKENS.PageHeadStore);
  const [location] = useLocation();
  const search = useSearch();
  const { defaultLanguage } = settings;
  // The URL's language: right on the server and during a navigation, before the settings have caught up.
  const { route, language } = parsePath(location, { defaultLanguage });
  const page = typeof input === 'function' ? input({ t, language, defaultLanguage, currency: settings.currency }) : input;
  const parts: PageHeadParts = {
    origin: store.origin,
    route,
    language,
    defaultLanguage,
    search,
    brand: t('brand.name'),
    tagline: t('brand.tagline'),
    title: page.title,
    description: page.description ?? t('meta.defaultDescription'),
    ...(page.noindex !== undefined && { noindex: page.noindex }),
    ...(page.canonicalRoute !== undefined && { canonicalRoute: page.canonicalRoute }),
    ...(page.image !== undefined && { image: page.image }),
    ...(page.imageAlt !== undefined && { imageAlt: page.imageAlt }),
    ...(page.ogType !== undefined && { ogType: page.ogType }),
    ...(page.structuredData !== undefined && { structuredData: page.structuredData }),
  };
  // The server renders once and reads the store afterwards; the last page rendered (a not-found inside a product) wins.
  if (typeof document === 'undefined') store.set(parts);
  const key = JSON.stringify(parts);
  const { title } = page;
  useEffect(() => {
    settings.pageTitleChanged(title);
    const turn = ++latestHead;
    void import('./apply-page-head').then(({ applyPageHead }) => {
      if (turn === latestHead) applyPageHead(JSON.parse(key) as PageHeadParts);
    });
  }, [key, title, settings]);
};
