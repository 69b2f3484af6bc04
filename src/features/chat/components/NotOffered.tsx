// Said instead of a chat sign-in or sign-up page the hotel does not offer, with the way to its rooms.
import { Link } from 'wouter';
import { useT } from '../../../lib/i18n';
import { hotelPath } from '../../../lib/navigation';

export function NotOffered({ what }: { what: 'sign_in' | 'sign_up' }) {
  const t = useT();
  return (
    <div className="yc-page" data-testid="chat-not-offered">
      <h1 className="y-title">{t(`chat.not_offered.${what}_title`)}</h1>
      <div className="y-card yc-stack">
        <p>{t(`chat.not_offered.${what}_text`)}</p>
        <Link href={hotelPath('/')} className="y-button yc-wide">
          {t('chat.not_offered.to_rooms')}
        </Link>
      </div>
    </div>
  );
}
