// /chat-sign-up: what membership gives, and the way to the form (document 1 §2 chatbot sign-up flow).
import { Link, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../../lib/app-store';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import './chat.css';
import { NotOffered } from './components/NotOffered';
import { chatSignInOffered, chatSignUpOffered } from './offered';

export default function ChatSignUpPage() {
  const t = useT();
  usePageTitle('chat.titles.sign_up');
  const target = new URLSearchParams(useSearch()).get('target');
  const keep: Record<string, string> = target ? { target } : {};
  const settings = useSnapshot(appState);
  if (!chatSignUpOffered(settings)) return <NotOffered what="sign_up" />;
  return (
    <div className="yc-page" data-testid="chat-sign-up">
      <h1 className="y-title">{t('chat.sign_up.title')}</h1>
      <div className="y-card">
        <p className="yc-lead">{t('chat.sign_up.lead')}</p>
        <ul className="yc-benefits">
          <li>{t('chat.sign_up.benefit_rates')}</li>
          <li>{t('chat.sign_up.benefit_points')}</li>
          <li>{t('chat.sign_up.benefit_chat')}</li>
          <li>{t('chat.sign_up.benefit_bookings')}</li>
        </ul>
        <p className="y-muted">{t('chat.sign_up.free')}</p>
        <Link href={hotelPath('/chat-sign-up-form', keep)} className="y-button yc-wide" data-testid="to-sign-up-form">
          {t('chat.sign_up.start')}
        </Link>
      </div>
      {chatSignInOffered(settings) && (
        <p className="yc-switch">
          {t('chat.sign_up.have_account')}{' '}
          <Link href={hotelPath('/chat-sign-in', keep)}>{t('chat.sign_up.to_sign_in')}</Link>
        </p>
      )}
    </div>
  );
}
