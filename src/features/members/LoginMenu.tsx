// The login widget in the header (document 1 §2 "Login menu entries", §5, §6): a button that opens
// the member's menu — for a guest, member sign-in, corporate sign-in and sign-up; for a member,
// admin, my page, account, reservations, points, payment options, coupons and logout — each shown
// by its rule. Hidden in the chatbot frame, on lottery complete, on 503 and on a search in update
// mode. A disclosure: Escape and a click elsewhere close it, and the focus goes back to the button.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState, showMessage } from '../../lib/app-store';
import { useLocale, useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { isOffered } from '../../lib/offered-pages';
import { isMember, isSignedIn, loginWidgetShown, menuEntries, type MenuEntry } from './visibility';
import { displayName } from '../../lib/member-name';
import './login-menu.css';

/** Pages a sign-in made from them would not come back to. */
const NO_RETURN = /^\/(sign-|forgot-password|change-password|member-|resend-confirmation-email|sso\/|my-account)/;

export function LoginMenu() {
  const t = useT();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { init, loginWidget, user, chatbotFrame, hotelCode, phase } = useSnapshot(appState);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => setOpen(false), [path]);

  // A change of language: the member's rank is read again in the new one.
  const locale = useLocale();
  const firstLocale = useRef(locale);
  useEffect(() => {
    if (locale === firstLocale.current || !hotelCode || !isMember(appState.user)) return;
    firstLocale.current = locale;
    void import('./member-session').then((m) => m.refreshMember(hotelCode, locale));
  }, [locale, hotelCode]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  if (phase !== 'ready' || !init || !loginWidget || !hotelCode) return null;
  const ctx = { init, loginWidget, user, path, search, chatbotFrame, hasVoucher: false };
  if (!loginWidgetShown(ctx)) return null;
  const here = `${path}${search ? `?${search}` : ''}`;
  const returnTo = NO_RETURN.test(path) ? hotelPath('/booking/result') : here;
  const entries = menuEntries(ctx, returnTo).filter((e) => !('path' in e) || isOffered(e.path));
  if (entries.length === 0) return null;
  const member = isMember(user) ? user : null;

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const logout = async () => {
    setBusy(true);
    // The sign-out call loads when it is used, not with the shell.
    const { signOutMember } = await import('./member-session');
    await signOutMember(hotelCode);
    setBusy(false);
    close();
    showMessage('shell.account.signed_out');
    // A member page has nothing to show a guest.
    if (/^\/(my-account|organization-admin)/.test(path)) navigate(hotelPath('/'));
  };

  const label = (e: MenuEntry): string => t(`shell.account.${e.kind}`);

  return (
    <div className="y-account" onKeyDown={(e) => e.key === 'Escape' && open && (e.stopPropagation(), close())}>
      <button
        ref={buttonRef}
        type="button"
        className="y-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="login-menu-button"
      >
        <svg className="y-account__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10" cy="6.5" r="3.5" fill={isSignedIn(user) ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
          <path d="M3 18c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5" fill={isSignedIn(user) ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="y-account__label">
          {member ? member.first_name : user?.organization ? user.organization.display_name : t('shell.account.menu')}
        </span>
        {member?.rank && <span className="y-account__rank">{member.rank.name}</span>}
        <span className="visually-hidden">{isSignedIn(user) ? ` (${t('shell.account.signed_in')})` : ''}</span>
        <span className="y-account__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <div ref={menuRef} id={menuId} className="y-account__menu" data-testid="login-menu">
          {member && (
            <p className="y-account__who">
              {t('shell.account.signed_in_as', { name: displayName(member, locale) })}
              {member.rank && <span className="y-account__badge">★ {member.rank.name}</span>}
            </p>
          )}
          <ul>
            {entries.map((e) => (
              <li key={e.kind}>
                {e.kind === 'logout' ? (
                  <button type="button" className="y-account__item" onClick={() => void logout()} disabled={busy} data-testid="menu-logout">
                    {busy ? t('shell.account.signing_out') : t('shell.account.logout')}
                  </button>
                ) : 'url' in e ? (
                  <a className="y-account__item" href={e.url} target="_top" rel="noopener" data-testid={`menu-${e.kind}`}>
                    {label(e)}
                  </a>
                ) : (
                  <Link className="y-account__item" href={hotelPath(e.path, e.params)} onClick={() => close(false)} data-testid={`menu-${e.kind}`}>
                    {label(e)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
