import { Suspense } from 'react';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { ContainerProvider } from './container-context';
import { Header } from '../layout/Header';
import { Footer } from '../layout/Footer';
import { ScreenOutlet } from '../routing/ScreenOutlet';
import { PageSkeleton } from '../components/PageSkeleton';
import { AuthFunnelHost } from '../auth/AuthFunnelHost';
import { ConsentHost } from '../consent/ConsentHost';

export const App = ({ container, i18n, authFunnelElementPresent }: { container: Container; i18n: I18n; authFunnelElementPresent: boolean }) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={i18n}>
      <Router>
        <Suspense fallback={<PageSkeleton />}>
          <a className="skip-link" href="#main">
            {i18n.t('nav.skipToContent')}
          </a>
          <Header />
          <main id="main" tabIndex={-1}>
            <ScreenOutlet authFunnelElementPresent={authFunnelElementPresent} />
          </main>
          <Footer />
          <AuthFunnelHost />
          <ConsentHost authFunnelElementPresent={authFunnelElementPresent} />
        </Suspense>
      </Router>
    </I18nextProvider>
  </ContainerProvider>
);
