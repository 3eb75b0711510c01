import { Suspense } from 'react';
import type { Container } from 'inversify';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ContainerProvider } from '../app/container-context';
import { AuthFunnelHost } from '../auth/AuthFunnelHost';
import { PortalTargetContext } from '../modal/portal-target';

/**
 * The partial page (spec section 2, issue [12]): on a page that holds the funnel's element, the funnel alone, no
 * header, footer or page of our own; its modal opens inside the element's shadow root.
 */
export const EmbeddedFunnel = ({ container, i18n, portal }: { container: Container; i18n: I18n; portal: Element }) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={i18n}>
      <PortalTargetContext.Provider value={portal}>
        <Suspense fallback={null}>
          <AuthFunnelHost />
        </Suspense>
      </PortalTargetContext.Provider>
    </I18nextProvider>
  </ContainerProvider>
);
