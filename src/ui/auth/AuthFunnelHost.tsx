import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import type { AuthModule } from '../../application/auth/auth-module';
import { AUTH_TOKENS } from '../../application/auth/auth-tokens';
import { useService } from '../app/container-context';

// The funnel's views and texts load when it first opens, not with the first screen.
const AuthFunnelModal = lazy(() => import('./AuthFunnelModal'));

/** Mounted once in the app: shows the funnel modal whenever the funnel is open as a modal. */
export const AuthFunnelHost = observer(() => {
  const presenter = useService<AuthModule>(AUTH_TOKENS.AuthModule).presenter;
  if (!presenter?.isOpen || presenter.presentation !== 'modal') return null;
  return (
    <Suspense fallback={null}>
      <AuthFunnelModal />
    </Suspense>
  );
});
