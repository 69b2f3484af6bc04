// The LINE messages a guest sends after booking inside LINE: the confirmation as a Flex Message
// for the chat the LIFF app was opened from, and the hotel as a Flex Message to share with friends.
// Pure: the words come from the caller's translate function, money from the shared formatter, so a
// message states what the confirmation page states. Nothing secret goes in: no access token, no
// management link, only the hotel's plain address.
import type { Language, Reservation } from '../../../contract';
import { formatIsoDate } from '../../../contract/dates';
import type { LiffMessage } from '../../../liff';
import type { ShownPrice } from '../../lib/after-booking';
import { htmlLang, isRtl } from '../../lib/i18n/resolve';
import { formatMoney } from '../../lib/money';

export type Words = (key: string, params?: Record<string, string | number>) => string;

export type { ShownPrice };

export type BookedStay = Pick<Reservation, 'reservation_number' | 'checkin_date' | 'checkout_date' | 'is_day_use' | 'rooms' | 'payment_type'>;

export interface ConfirmationInput {
  reservation: BookedStay;
  hotelName: string;
  price: ShownPrice;
  /** The hotel's page of the widget: a plain address, never one carrying a token. */
  hotelUrl: string;
  locale: Language;
}

/** LINE shows the alternative text in notifications and chat lists; kept within its limit. */
const ALT_TEXT_MAX = 400;
/** LINE's limit for a button's label. */
const LABEL_MAX = 40;
/** LINE's green, dark enough for white words (4.5:1). */
const GREEN = '#00803a';
const MUTED = '#5b5b5b';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The facts of the confirmation in words, each as the confirmation page words it. */
export function confirmationFacts(input: ConfirmationInput, words: Words): { label: string; value: string }[] {
  const { reservation: r, price, locale } = input;
  const date = (iso: string) => formatIsoDate(iso, htmlLang(locale), 'long');
  const facts = [
    { label: words('line_share.flex.checkin'), value: date(r.checkin_date) },
    r.is_day_use ? { label: words('line_share.flex.checkout'), value: words('line_share.flex.day_use') } : { label: words('line_share.flex.checkout'), value: date(r.checkout_date) },
  ];
  r.rooms.forEach((room, i) => {
    const label = r.rooms.length > 1 ? words('line_share.flex.room_n', { n: i + 1 }) : words('line_share.flex.room');
    facts.push({ label, value: `${room.room_type_name} · ${room.room_plan_name}` });
    facts.push({ label: words('line_share.flex.guests'), value: words('line_share.flex.party', { adults: room.adults, children: room.children }) });
  });
  facts.push({ label: words('line_share.flex.number'), value: r.reservation_number });
  facts.push({ label: words('line_share.flex.total'), value: formatMoney(price.total, price.currency, locale) });
  return facts;
}

/** What the hotel charges in its own currency when the total is shown converted (as the page says it). */
export function hotelCurrencyNote(input: ConfirmationInput, words: Words): string | null {
  const { price, locale, reservation } = input;
  if (!price.converted) return null;
  const amount = formatMoney(price.hotelTotal, price.hotelCurrency, locale);
  return reservation.payment_type === 'on_site' ? words('line_share.flex.pay_hotel_currency', { amount }) : words('line_share.flex.charged_hotel_currency', { amount });
}

// The Flex types as the LIFF SDK declares them, so LINE's rules (sizes, spacing, actions) are checked here.
type FlexMessage = Extract<LiffMessage, { type: 'flex' }>;
type FlexBubble = Extract<FlexMessage['contents'], { type: 'bubble' }>;
type FlexBox = NonNullable<FlexBubble['body']>;
type FlexComponent = FlexBox['contents'][number];
type FlexText = Extract<FlexComponent, { type: 'text' }>;

type TextStyle = { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; weight?: 'regular' | 'bold'; color?: string; flex?: number };

function text(value: string, style: TextStyle = {}): FlexText {
  return { type: 'text', text: value, wrap: true, ...style };
}

function factRow(label: string, value: string): FlexBox {
  return {
    type: 'box',
    layout: 'horizontal',
    spacing: 'md',
    contents: [text(label, { size: 'sm', color: MUTED, flex: 2 }), text(value, { size: 'sm', color: '#111111', flex: 3 })],
  };
}

function linkButton(label: string, uri: string): FlexComponent {
  return { type: 'button', style: 'primary', color: GREEN, height: 'sm', action: { type: 'uri', label: clip(label, LABEL_MAX), uri } };
}

function bubble(locale: Language, header: FlexComponent[], body: FlexComponent[], footer: FlexComponent[]): FlexBubble {
  return {
    type: 'bubble',
    direction: isRtl(locale) ? 'rtl' : 'ltr',
    header: { type: 'box', layout: 'vertical', spacing: 'xs', contents: header },
    body: { type: 'box', layout: 'vertical', spacing: 'md', contents: body },
    footer: { type: 'box', layout: 'vertical', contents: footer },
  };
}

/** The confirmation, for the chat the LIFF app was opened from. */
export function confirmationMessage(input: ConfirmationInput, words: Words): FlexMessage {
  const facts = confirmationFacts(input, words);
  const note = hotelCurrencyNote(input, words);
  const r = input.reservation;
  const altText = words('line_share.flex.alt_confirmation', {
    hotel: input.hotelName,
    checkin: formatIsoDate(r.checkin_date, htmlLang(input.locale), 'long'),
    number: r.reservation_number,
  });
  const contents = bubble(
    input.locale,
    [text(words('line_share.flex.confirmed'), { size: 'sm', weight: 'bold', color: GREEN }), text(input.hotelName, { size: 'lg', weight: 'bold' })],
    [...facts.map((f) => factRow(f.label, f.value)), ...(note ? [text(note, { size: 'xs', color: MUTED })] : [])],
    [linkButton(words('line_share.flex.open_hotel'), input.hotelUrl)],
  );
  return { type: 'flex', altText: clip(altText, ALT_TEXT_MAX), contents };
}

/** The hotel, for friends: its name and its page, nothing of the guest's booking. */
export function hotelShareMessage(input: { hotelName: string; hotelUrl: string; locale: Language }, words: Words): FlexMessage {
  const contents = bubble(
    input.locale,
    [text(input.hotelName, { size: 'lg', weight: 'bold' })],
    [text(words('line_share.flex.share_text', { hotel: input.hotelName }), { size: 'sm' })],
    [linkButton(words('line_share.flex.see_hotel'), input.hotelUrl)],
  );
  return { type: 'flex', altText: clip(words('line_share.flex.alt_share', { hotel: input.hotelName }), ALT_TEXT_MAX), contents };
}
