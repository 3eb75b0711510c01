import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Authenticator } from '../../application/auth/authenticator';
import type { AuthModule } from '../../application/auth/auth-module';
import { AUTH_TOKENS } from '../../application/auth/auth-tokens';
import type { UserSession } from '../../application/auth/user-session';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';
import { useHydrated } from '../app/use-hydrated';

// The signed-in user's menus load once someone is signed in (a visitor's first screen does without them).
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const SignedInMenuEntry = lazy(() => import('./UserMenu').then((m) => ({ default: m.SignedInMenuEntry })));

/** "Sign in" (trigger header), or the signed-in user's first name opening a menu (My account, Sign out). */
export const HeaderAuthControls = () => (
  // The header paints at once; its auth texts follow (no layout shift: the placeholder keeps the space).
  <Suspense fallback={<span className="header-auth-placeholder" aria-hidden="true" />}>
    <Controls />
  </Suspense>
);

/** Starts loading the funnel's code when the pointer or the focus reaches a sign-in button. */
const usePreloadFunnel = () => {
  const module = useService<AuthModule>(AUTH_TOKENS.AuthModule);
  return () => void module.load().catch(() => undefined);
};

/** "Sign in": preloads the funnel on approach, opens it with its trigger (header or menu). */
const SignInButton = ({ trigger, className, onBefore }: { trigger: 'header' | 'menu'; className: string; onBefore?: () => void }) => {
  const { t } = useTranslation('auth');
  const authenticator = useService<Authenticator>(TOKENS.Authenticator);
  const preload = usePreloadFunnel();
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        onBefore?.();
        void authenticator.authenticate(trigger);
      }}
    >
      {t('header.signIn')}
    </button>
  );
};

const Controls = observer(() => {
  const session = useService<UserSession>(TOKENS.UserSession);
  // The server renders for a visitor: the signed-in user's menu follows hydration.
  const hydrated = useHydrated();
  if (!hydrated || !session.isSignedIn) return <SignInButton trigger="header" className="button ghost header-sign-in" />;
  return (
    <Suspense fallback={<span className="header-auth-placeholder" aria-hidden="true" />}>
      <UserMenu session={session} />
    </Suspense>
  );
});

/** The same controls in the mobile menu (trigger menu); `onDone` closes the menu first. */
export const MenuAuthEntry = ({ onDone }: { onDone: () => void }) => (
  <Suspense fallback={null}>
    <MenuEntry onDone={onDone} />
  </Suspense>
);

const MenuEntry = observer(({ onDone }: { onDone: () => void }) => {
  const session = useService<UserSession>(TOKENS.UserSession);
  if (!session.isSignedIn) return <SignInButton trigger="menu" className="button primary" onBefore={onDone} />;
  return <SignedInMenuEntry session={session} onDone={onDone} />;
});
