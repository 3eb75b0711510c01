import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserSession } from '../../application/auth/user-session';
import { ACCOUNT_TOKENS } from '../../application/account/account-tokens';
import type { UnreadMessages } from '../../application/account/unread-messages';
import { canAccessBackOffice } from '../../domain/auth/user-permissions';
import { useService } from '../app/container-context';
import { useRouteHref } from '../routing/use-route-href';

// The leads badge and menu item (owners and teammates only, issue [6]) load after sign-in.
const LeadsBadge = lazy(() => import('../layout/LeadsBadge').then((m) => ({ default: m.LeadsBadge })));
const LeadsMenuItem = lazy(() => import('../layout/LeadsBadge').then((m) => ({ default: m.LeadsMenuItem })));
// The back office's link (staff only, issue [7]) loads only for staff.
const BackOfficeMenuItem = lazy(() => import('../layout/BackOfficeLink').then((m) => ({ default: m.BackOfficeMenuItem })));

/** The signed-in user's first name opening a menu (My account, bookings, messages, Sign out), with unread counts. */
export const UserMenu = observer(({ session }: { session: UserSession }) => {
  const { t } = useTranslation('auth');
  const href = useRouteHref();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const unread = useService<UnreadMessages>(ACCOUNT_TOKENS.UnreadMessages);
  useEffect(() => unread.watch(), [unread]);
  const name = session.firstName || t('header.account');
  return (
    <div
      className="user-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && root.current && !root.current.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="button ghost user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{t('header.accountMenu')} </span>
        {name}
        {unread.count > 0 && (
          <span className="badge unread-badge">
            {unread.count}
            <span className="visually-hidden"> {t('header.unread', { count: unread.count })}</span>
          </span>
        )}
        <Suspense fallback={null}>
          <LeadsBadge />
        </Suspense>
      </button>
      {open && (
        <ul id={menuId} className="user-menu-list">
          <li>
            <Link href={href({ screen: 'account', section: 'root' })} onClick={() => setOpen(false)}>
              {t('header.myAccount')}
            </Link>
          </li>
          <li>
            <Link href={href({ screen: 'account', section: 'bookings' })} onClick={() => setOpen(false)}>
              {t('header.myBookings')}
            </Link>
          </li>
          <li>
            <Link href={href({ screen: 'chatList' })} onClick={() => setOpen(false)}>
              {t('header.messages')}
              {unread.count > 0 && <span className="badge unread-badge">{unread.count}</span>}
            </Link>
          </li>
          <Suspense fallback={null}>
            <LeadsMenuItem onDone={() => setOpen(false)} />
          </Suspense>
          {canAccessBackOffice(session.user) && (
            <Suspense fallback={null}>
              <BackOfficeMenuItem onDone={() => setOpen(false)} />
            </Suspense>
          )}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setOpen(false);
                void session.signOut();
              }}
            >
              {t('header.signOut')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
});


/** The signed-in user's entries in the mobile menu; `onDone` closes the menu first. */
export const SignedInMenuEntry = observer(({ session, onDone }: { session: UserSession; onDone: () => void }) => {
  const { t } = useTranslation('auth');
  const href = useRouteHref();
  return (
    <div className="drawer-account">
      <p className="muted">{t('header.signedInAs', { name: session.firstName || t('header.account') })}</p>
      <Link href={href({ screen: 'account', section: 'root' })} onClick={onDone}>
        {t('header.myAccount')}
      </Link>
      {canAccessBackOffice(session.user) && (
        <Suspense fallback={null}>
          <BackOfficeMenuItem onDone={onDone} asListItem={false} />
        </Suspense>
      )}
      <button
        type="button"
        className="button"
        onClick={() => {
          onDone();
          void session.signOut();
        }}
      >
        {t('header.signOut')}
      </button>
    </div>
  );
});
