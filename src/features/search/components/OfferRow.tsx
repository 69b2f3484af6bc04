// One bookable offer (a plan of a room type): what it includes, its price and a Book link (in
// update mode, what it does to the reservation being changed instead). The plan's details open
// in place.
import { Suspense, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { policySummary } from '../../../lib/cancellation-policy';
import { codeLabel, plural, shortDate } from '../format';
import { bookingHref } from '../links';
import { offerKey, type RoomPlanResult } from '../results';
import { detailsState } from '../search-store';
import { appState } from '../../../lib/app-store';
import { hotelPath } from '../../../lib/navigation';
import { inChatbot } from '../../../lib/chatbot';
import { selectOffer } from '../../../lib/use-ecommerce';
import { PlanDetails, RoomCounter } from './lazy';
import { PriceTag } from './PriceTag';
import type { ResultsView, UpdateView } from './view';

export interface OfferRowProps {
  view: ResultsView;
  roomTypeCode: string;
  roomName: string;
  plan: RoomPlanResult;
  /** The row's heading: the plan (rooms view) or the room (plans view). */
  title: string;
  /** Plans view: a button to the room's details. */
  showRoomDetails?: boolean;
  /** Rooms of this type left; the plan's own stock is shown only when scarcer. */
  roomsLeft: number;
}

export function OfferRow({ view, roomTypeCode, roomName, plan, title, showRoomDetails, roomsLeft }: OfferRowProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const policies = useSnapshot(detailsState).policies;
  const policy = plan.cancellation_policy_id !== null ? policies[plan.cancellation_policy_id]?.policy : null;
  const summary = policy ? policySummary(policy) : null;
  const highlighted = view.highlight === offerKey(roomTypeCode, plan.room_plan_code);
  const href = bookingHref(view.hotelCode, view.criteria, view.settings, { room_type_code: roomTypeCode, room_plan_code: plan.room_plan_code, hotel_plan_code: plan.hotel_plan_code, lowest_price_date: plan.lowest_price_date }, view.mcp);
  const stock = plan.plan_stock_count;
  const { user } = useSnapshot(appState);
  const membersOnly = plan.plan.visibility === 'member' && !user;
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  // Signing in comes back here; inside a chat it is the chat's own sign-in page.
  const signInHref = hotelPath(inChatbot() ? '/chat-sign-in' : '/sign-in', { target: here });

  return (
    <li className={`ys-offer${highlighted ? ' is-highlighted' : ''}`} data-testid="offer" data-plan={plan.room_plan_code} data-room={roomTypeCode}>
      {highlighted && <p className="ys-offer__flag">{t('search.plan.highlight')}</p>}
      <div className="ys-offer__main">
        <div className="ys-offer__info">
          <h4 className="ys-offer__title" id={`${id}-title`}>
            {title}
          </h4>
          <ul className="ys-tags">
            <li className="ys-tag">
              <span aria-hidden="true">{plan.plan.meal_type === 'none' ? '○' : '●'} </span>
              {codeLabel(t, 'search.meal', plan.plan.meal_type)}
            </li>
            {summary && <li className={`ys-tag${summary.key.endsWith('non_refundable') ? ' ys-tag--warn' : ' ys-tag--ok'}`}>{t(`${summary.key}_short`, summary.params)}</li>}
            {plan.plan.visibility === 'member' && <li className="ys-tag ys-tag--member">{t('search.plan.members_only')}</li>}
            {stock > 0 && stock <= 3 && stock < roomsLeft && <li className="ys-tag ys-tag--warn">{plural(t, 'search.plan.left', stock, locale)}</li>}
          </ul>
          <div className="ys-offer__actions">
            <button type="button" className="ys-link" aria-expanded={open} aria-controls={`${id}-details`} onClick={() => setOpen(!open)}>
              {open ? t('search.plan.hide_details') : t('search.plan.details')}
              <span className="visually-hidden"> ({title})</span>
            </button>
            {showRoomDetails && (
              <button type="button" className="ys-link" onClick={() => view.openRoom(roomTypeCode)}>
                {t('search.room.details')}
              </button>
            )}
          </div>
        </div>
        <div className="ys-offer__buy">
          <PriceTag price={plan.price} stayText={view.stayText} memberPrices={view.memberPrices} signInHref={signInHref} />
          {plan.lowest_price_date && view.criteria.search_type === 'undated' && (
            <p className="ys-offer__date">{t('search.plan.lowest_on', { date: shortDate(plan.lowest_price_date, locale) })}</p>
          )}
          {view.update ? (
            <UpdateAction update={view.update} plan={plan} roomTypeCode={roomTypeCode} roomName={roomName} />
          ) : (
            // A members' plan is booked signed in: a guest signs in first and comes back here.
            <Link
              className="y-button ys-offer__book"
              href={membersOnly ? signInHref : href}
              onClick={membersOnly ? undefined : () => selectOffer({ room_type_code: roomTypeCode, room_type_name: roomName, plan }, view.criteria)}
              {...(membersOnly ? { 'data-testid': 'offer-sign-in' } : {})}
            >
              {t(membersOnly ? 'search.plan.sign_in_to_book' : 'search.plan.book')}
              <span className="visually-hidden">
                {' '}
                {t('search.plan.book_context', { plan: plan.room_plan_name, room: roomName })}
              </span>
            </Link>
          )}
          {view.selectable && !membersOnly && (
            <Suspense fallback={null}>
              <RoomCounter
                offer={{
                  room_type_code: roomTypeCode,
                  room_plan_code: plan.room_plan_code,
                  hotel_plan_code: plan.hotel_plan_code,
                  plan_stock_count: plan.plan_stock_count,
                  sale_limit: plan.sale_limit,
                  room_count: roomsLeft,
                  payment_methods: plan.payment_method.map((m) => m.code),
                  price: plan.price,
                  room_name: roomName,
                  plan_name: plan.room_plan_name,
                }}
                planName={plan.room_plan_name}
                roomName={roomName}
              />
            </Suspense>
          )}
        </div>
      </div>
      {open ? (
        <Suspense fallback={<p className="y-muted" id={`${id}-details`}>{t('shell.loading')}</p>}>
          <PlanDetails plan={plan} hotelCode={view.hotelCode} id={`${id}-details`} />
        </Suspense>
      ) : (
        <div id={`${id}-details`} hidden />
      )}
    </li>
  );
}

/** Update mode: change the reservation to this stay, add this room to it, or why not. */
function UpdateAction({ update, plan, roomTypeCode, roomName }: { update: UpdateView; plan: RoomPlanResult; roomTypeCode: string; roomName: string }) {
  const t = useT();
  const context = (
    <span className="visually-hidden">
      {' '}
      {t('search.plan.book_context', { plan: plan.room_plan_name, room: roomName })}
    </span>
  );
  if (update.state === 'waiting') return <p className="ys-offer__note y-muted">{t('search.update_mode.offer.checking')}</p>;
  if (update.state === 'unavailable') return null;
  const action = update.action({ ...plan, room_type_code: roomTypeCode });
  switch (action.kind) {
    case 'change':
      return (
        <Link className="y-button ys-offer__book ys-offer__update" href={action.href} data-testid="offer-change">
          {t('search.update_mode.offer.change')}
          {context}
        </Link>
      );
    case 'add':
      return (
        <Link className="y-button y-button--quiet ys-offer__book ys-offer__update" href={action.href} data-testid="offer-add">
          {t('search.update_mode.offer.add')}
          {context}
        </Link>
      );
    case 'current':
      return (
        <p className="ys-offer__note" data-testid="offer-current">
          <span aria-hidden="true">✓ </span>
          {t('search.update_mode.offer.current')}
        </p>
      );
    case 'blocked':
      return (
        <p className="ys-offer__note ys-offer__note--blocked" data-testid="offer-blocked">
          {action.reasons.map((r) => t(`search.update_mode.blocked_short.${r}`)).join(' · ')}
        </p>
      );
    case 'unavailable':
      return (
        <p className="ys-offer__note" data-testid="offer-unavailable">
          {t(`search.update_mode.not_here.${action.reason}`)}
        </p>
      );
  }
}
