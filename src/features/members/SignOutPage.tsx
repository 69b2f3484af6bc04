// /sign-out (document 1 §2, protected): the server forgets the session, the widget forgets the
// member, and the guest goes on to the search, signed out.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState, showMessage } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import { Loader } from '../../ui/Spinner';
import { spendOnce } from './address-secrets';
import { signOutMember } from './member-session';
import { currentAccessToken } from '../../lib/session';

export default function SignOutPage() {
  const t = useT();
  usePageTitle('members.titles.sign_out');
  const [, navigate] = useLocation();
  const { hotelCode } = useSnapshot(appState);
  useEffect(() => {
    if (!hotelCode) return;
    void spendOnce(`sign-out:${currentAccessToken() ?? ''}`, () => signOutMember(hotelCode)).then(() => {
      showMessage('shell.account.signed_out');
      navigate(hotelPath('/'), { replace: true });
    });
  }, [hotelCode, navigate]);
  return <Loader label={t('members.sign_out.working')} />;
}
