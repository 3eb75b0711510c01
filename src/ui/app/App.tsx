import { Suspense } from 'react';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Router } from 'wouter';
import { ContainerProvider } from './container-context';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { ScreenOutlet } from '../routing/ScreenOutlet';
import { PageSkeleton } from '../components/PageSkeleton';
import { AuthFunnelHost } from '../auth/AuthFunnelHost';
import { ConsentHost } from '../consent/ConsentHost';

/** The first tab stop: straight to the page's content, in the page's language (the key lives in `common`). */
const SkipLink = () => {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('nav.skipToContent')}
    </a>
  );
};

export interface AppProps {
  readonly container: Container;
  readonly i18n: I18n;
  /** Rendering on the server (issue [8]): the requested path and query (without '?'), as the browser has no say. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
}

export const App = ({ container, i18n, ssrPath, ssrSearch }: AppProps) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={i18n}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <Suspense fallback={<PageSkeleton />}>
          <SkipLink />
          <Header />
          <main id="main" tabIndex={-1}>
            <ScreenOutlet />
          </main>
          <Footer />
          <AuthFunnelHost />
          <ConsentHost />
        </Suspense>
      </Router>
    </I18nextProvider>
  </ContainerProvider>
);
