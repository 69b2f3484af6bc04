// /chat-sign-up-result: the confirmation mail is on its way (document 1 §4 "Sign-up is provisional
// until email confirmed").
import { Link, useSearch } from 'wouter';
import { useT } from '../../lib/i18n';
import { hotelPath } from '../../lib/navigation';
import { usePageTitle } from '../../lib/page-title';
import './chat.css';
import { sentTo } from './sign-up-form';

export default function ChatSignUpResultPage() {
  const t = useT();
  usePageTitle('chat.titles.sign_up_result');
  const email = sentTo();
  // Where the guest was going stays with them if they start again.
  const target = new URLSearchParams(useSearch()).get('target');
  return (
    <div className="yc-page" data-testid="chat-sign-up-result">
      <h1 className="y-title">{t('chat.sign_up_result.title')}</h1>
      <div className="y-card yc-stack">
        <p role="status">
          {email ? (
            <>
              {t('chat.sign_up_result.sent_to')} <strong className="yc-email" data-testid="sent-to">{email}</strong>
            </>
          ) : (
            t('chat.sign_up_result.sent')
          )}
        </p>
        <p>{t('chat.sign_up_result.open_link')}</p>
        <h2 className="yc-subtitle">{t('chat.sign_up_result.no_mail_title')}</h2>
        <ul className="yc-benefits">
          <li>{t('chat.sign_up_result.no_mail_spam')}</li>
          <li>{t('chat.sign_up_result.no_mail_wait')}</li>
          <li>{t('chat.sign_up_result.no_mail_again')}</li>
        </ul>
        <Link href={hotelPath('/chat-sign-up-form', target ? { target } : {})} className="y-button y-button--quiet yc-wide" data-testid="sign-up-again">
          {t('chat.sign_up_result.again')}
        </Link>
      </div>
    </div>
  );
}
