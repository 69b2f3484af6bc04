// Static content of the demo seed (server/seed/demo.ts): the brand, its four hotels, their rooms,
// plans, policies, extras, questions and the demo identities. Codes here are what tests and the
// README refer to, through DEMO. Prices are JPY, tax excluded; dates are offsets from "today".
import type { CurrencyCode } from '../../contract/currencies';
import type { Language, PaymentMethod } from '../../contract/lists';
import type { RateVisibility } from '../../contract/booking-lists';
import type { Wifi } from '../../contract/search';
import type { BookingWidgetSettings, HotelAddress, KidsTier } from '../../contract/settings';

export type Tr = Partial<Record<Language, string>>;

/** en, ja, ko, zh_Hans, zh_Hant: the widget's core languages, in that order. */
function t(en: string, ja: string, ko: string, zh_Hans: string, zh_Hant: string): Tr {
  return { en, ja, ko, zh_Hans, zh_Hant };
}

const photo = (file: string) => `/demo/${file}.svg`;

// ---------------------------------------------------------------------------------------------
// Identifiers used by tests and the README.

export const DEMO = {
  brandCode: 'yadori-demo',
  brandName: 'Yadori Demo Hotels',
  hotels: { tokyo: 'demo-tokyo', kyoto: 'demo-kyoto', sapporo: 'demo-sapporo', seoul: 'demo-seoul' },
  hotelCodes: ['demo-tokyo', 'demo-kyoto', 'demo-sapporo', 'demo-seoul'],
  /** The brand's LINE Login channel and its LIFF app (the sandbox LINE issuer signs for this channel). */
  line: { channelId: '2000000001', liffId: '2000000001-YadoriDm' },
  /** The brand's Facebook app (the sandbox Facebook provider signs for it unless a real app is configured). */
  facebookAppId: '100000000000001',
  /**
   * The HS256 secret the demo hotels' chatbot signs its user assertions with (demo only: the custom
   * bot test page signs with it, and says so).
   */
  chatbotSecret: 'yadori-demo-chatbot-assertion-secret',
  /** The HS256 secret the brand's own site signs its custom auth tokens with (demo only). */
  customAuthSecret: 'yadori-demo-brand-custom-auth-secret',
  clientName: 'Yadori demo widget',
  clientKey: 'yadori-demo-key',
  clientSecret: 'yadori-demo-secret',
  member: {
    email: 'member@demo.yadori.test',
    password: 'Yadori-Demo-1',
    membershipId: 'YC-0000-0001',
    firstName: 'Hanako',
    lastName: 'Yamada',
    rankCode: 'silver',
    /** Points a new demo member starts with (1 point = ¥1 on bookings). */
    points: 5000,
  },
  orgUser: {
    email: 'corp-admin@demo.yadori.test',
    password: 'Yadori-Corp-1',
    firstName: 'Taro',
    lastName: 'Suzuki',
    organizationRole: 'admin',
  },
  organizationCode: 'demo-corp',
  organizationName: 'Demo Corporation',
  programCode: 'yadori-club',
  rankCodes: ['regular', 'silver', 'gold'],
  couponCode: 'WELCOME10',
  /** 5% off every plan of every demo hotel, for check-ins within a year of seeding. */
  promoCode: 'YADORI5',
  plans: { roomOnly: 'room-only', breakfast: 'breakfast', members: 'members', nonRefundable: 'advance-nr', dayUse: 'day-use' },
  policies: { standard: 'standard', nonRefundable: 'non_refundable' },
  /** The room type of each hotel with total_rooms 1 ("last room" scenarios). */
  lastRoom: { 'demo-tokyo': 'ginza-suite', 'demo-kyoto': 'garden-suite', 'demo-sapporo': 'sauna-suite', 'demo-seoul': 'namsan-suite' },
  /** A room type of each hotel with accessibility features. */
  accessibleRoom: { 'demo-tokyo': 'accessible-twin', 'demo-kyoto': 'modern-twin', 'demo-sapporo': 'universal-twin', 'demo-seoul': 'deluxe-twin' },
  /** The Sapporo lottery event (its dates move with the seed's "today"). */
  lotteryUuid: '5e1d0a7c-4b1f-4c8e-9d2a-7a0d0e5a5a01',
  hotelPhotos: {
    'demo-tokyo': photo('hotel-tokyo'),
    'demo-kyoto': photo('hotel-kyoto'),
    'demo-sapporo': photo('hotel-sapporo'),
    'demo-seoul': photo('hotel-seoul'),
  },
} as const;

export type DemoHotelCode = (typeof DEMO.hotelCodes)[number];

// ---------------------------------------------------------------------------------------------
// Row shapes.

export interface RoomTypeSeed {
  code: string;
  name: Tr;
  description: Tr;
  size_sqm: number;
  size_tatami: number | null;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  bed_type: 'single' | 'double' | 'twin' | 'triple' | 'futon';
  bed_count: number;
  smoking: boolean;
  wifi: Wifi;
  amenities: string[];
  accessibility: string[];
  filters: string[];
  photos: string[];
  total_rooms: number;
  /** Nightly price for the first adult (JPY, tax excluded) before weekday and season. */
  base_price: number;
  /** Each further adult, as a share of base_price. */
  extra_adult_ratio: number;
}

export interface CancellationPart {
  days_before: number;
  hours_after: number | null;
  percentage_of_cost: number;
}

export interface PolicySeed {
  code: string;
  name: Tr;
  cancel_before_at: string | null;
  parts: CancellationPart[];
  no_show_percentage_of_cost: number;
}

export interface PlanSeed {
  code: string;
  name: Tr;
  description: Tr;
  meal_type: 'none' | 'breakfast' | 'breakfast_dinner';
  visibility: RateVisibility;
  payment_methods: PaymentMethod[];
  policy_code: string;
  inclusive_extra_ids: number[];
  member_discount_percent: number;
  min_nights: number;
  max_nights: number;
  booking_start_days: number;
  day_use: boolean;
  checkin_time: string | null;
  checkout_time: string | null;
  sale_limit: number | null;
  /** Rate of this plan = room price × factor + add per person (both in SQL, see demo.ts). */
  price_factor: number;
  per_person_add: number;
}

export interface ExtraQuestion {
  answer_type: 'text' | 'options';
  text: Tr;
  options: string[];
  required: boolean;
}

export interface ExtraSeed {
  code: string;
  extra_type: 'generic' | 'dated';
  name: Tr;
  description: Tr;
  price: number;
  min_quantity: number;
  max_quantity: number;
  stock: number | null;
  requires_delivery_time: boolean;
  question: ExtraQuestion | null;
  /** Dated extras: sold on days today+from … today+to, except on the closed ISO weekdays. */
  dated?: { from_days: number; to_days: number; closed_isodow: number[]; weekend_price: number };
}

export interface QuestionSeed {
  code: string;
  question_type: 'number_of_men_women_per_room' | 'checkin' | 'checkout' | 'free' | 'file_attachment';
  answer_type: 'text' | 'options' | 'file';
  text: Tr;
  options: string[];
  required: boolean;
  labels: string[];
  hotel_plan_codes: string[];
  /** Shown only from today+from to today+to. */
  display_window?: { from_days: number; to_days: number };
}

export interface TaxRules {
  consumption_tax_percent: number;
  service_charge_percent: number;
  accommodation_tax: {
    type: 'tokyo' | 'kyoto' | 'sapporo' | 'none';
    /** Per person and night, by the room price per person and night (tax excluded). */
    brackets: { min_per_person_night: number; tax_per_person_night: number }[];
  };
}

export interface Pricing {
  /** Friday and Saturday nights. */
  weekend_uplift: number;
  /** Smooth yearly swing: ±amplitude around the peak day of the year. */
  season_amplitude: number;
  season_peak_doy: number;
  /** Busy periods by MM-DD (inclusive; a period over New Year is written as two). */
  peaks: { from_md: string; to_md: string; factor: number }[];
}

export interface LotterySeed {
  uuid: string;
  name: Tr;
  /** Offsets from today. */
  entry_start: number;
  entry_end: number;
  result_date: number;
  reservation_deadline: number;
  stay_start: number;
  stay_end: number;
  min_nights: number;
  max_nights: number;
}

export interface HotelSeed {
  code: DemoHotelCode;
  locale: Language;
  time_zone: string;
  currency: CurrencyCode;
  translations: Partial<Record<Language, { name: string; description: string; address?: HotelAddress }>>;
  address: HotelAddress;
  /** The front desk, for guests who need to reach the hotel. */
  contact: { phone: string; email: string };
  /** The guest form as a Japanese hotel runs it: names in kana (Japanese pages) and the guest's address. */
  guest_form: { kanji_name_required: boolean; customer_address_required: boolean };
  /** Japan's qualified-invoice registration number, printed on receipts. */
  invoice_registration_number: string | null;
  colours: { button: string; button_text: string; header: string; header_text: string };
  available_languages: Language[];
  payment_options: PaymentMethod[];
  kids_setting: BookingWidgetSettings['kids_setting'];
  kids_tiers: KidsTier[];
  max_guests_per_room: number;
  multi_rooms: { enabled: boolean; limit: number };
  day_use_search_active: boolean;
  search_type: 'dated' | 'dated_and_undated';
  filter_codes: string[];
  website_footer_html: string | null;
  mcp_enabled: boolean;
  chatbot_enabled: boolean;
  tax_rules: TaxRules;
  pricing: Pricing;
  rooms: RoomTypeSeed[];
  plans: PlanSeed[];
  extras: ExtraSeed[];
  questions: QuestionSeed[];
  lottery: LotterySeed | null;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces.

/** Age ranges of the hotels that ask children's ages (ages mode), priced like tiers. */
const AGE_RANGES: KidsTier[] = [
  { code: 'age_7_12', name: t('7–12 years', '7〜12歳', '7~12세', '7–12岁', '7–12歲'), age_from: 7, age_to: 12, price_type: 'percentage_of_adult', price_value: 70, meal_bedding: 'meal_same_as_adult_bedding' },
  { code: 'age_3_6', name: t('3–6 years', '3〜6歳', '3~6세', '3–6岁', '3–6歲'), age_from: 3, age_to: 6, price_type: 'percentage_of_adult', price_value: 50, meal_bedding: 'meal_yes' },
  { code: 'age_0_2', name: t('0–2 years', '0〜2歳', '0~2세', '0–2岁', '0–2歲'), age_from: 0, age_to: 2, price_type: 'free', price_value: 0, meal_bedding: 'meal_no' },
];

export const ROOM_SEARCH_FILTERS: Record<string, Tr> = {
  non_smoking: t('Non-smoking', '禁煙', '금연', '禁烟', '禁菸'),
  double: t('Double bed', 'ダブルベッド', '더블 침대', '双人床', '雙人床'),
  twin: t('Twin beds', 'ツインベッド', '트윈 침대', '两张单人床', '兩張單人床'),
  japanese_style: t('Japanese-style (tatami)', '和室', '일본식 다다미 객실', '和室(榻榻米)', '和室(榻榻米)'),
  ondol: t('Ondol (floor-heated) room', 'オンドル部屋', '온돌방', '温突(地暖)客房', '溫突(地暖)客房'),
  family: t('Family (3 guests or more)', 'ファミリー(3名以上)', '패밀리(3인 이상)', '家庭房(3人以上)', '家庭房(3人以上)'),
  accessible: t('Accessible', 'バリアフリー', '배리어프리', '无障碍', '無障礙'),
  breakfast: t('Breakfast available', '朝食あり', '조식 가능', '可选早餐', '可選早餐'),
};

const CORE: Language[] = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'];
const ALL_LANGUAGES: Language[] = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'];

const BASIC = ['air_conditioning', 'tv', 'fridge', 'kettle', 'hair_dryer', 'toiletries', 'slippers', 'washlet'];
const FULL_ACCESSIBILITY = ['step_free_access', 'roll_in_shower', 'visual_alarm', 'grab_bars', 'wide_doorways', 'lowered_bed'];

export const POLICIES: PolicySeed[] = [
  {
    code: 'standard',
    name: t('Standard cancellation', '通常キャンセル規定', '일반 취소 규정', '标准取消政策', '標準取消政策'),
    cancel_before_at: null,
    parts: [
      { days_before: 3, hours_after: null, percentage_of_cost: 30 },
      { days_before: 1, hours_after: null, percentage_of_cost: 50 },
      { days_before: 0, hours_after: null, percentage_of_cost: 80 },
    ],
    no_show_percentage_of_cost: 100,
  },
  {
    code: 'non_refundable',
    name: t('Non-refundable', '返金不可', '환불 불가', '不可退款', '不可退款'),
    cancel_before_at: null,
    parts: [{ days_before: 365, hours_after: null, percentage_of_cost: 100 }],
    no_show_percentage_of_cost: 100,
  },
];

function standardPlans(breakfastPrice: number, payment: PaymentMethod[]): PlanSeed[] {
  const common = {
    inclusive_extra_ids: [] as number[],
    member_discount_percent: 0,
    min_nights: 1,
    max_nights: 30,
    booking_start_days: 0,
    day_use: false,
    checkin_time: null,
    checkout_time: null,
    sale_limit: null,
    per_person_add: 0,
  } as const;
  return [
    {
      ...common,
      code: 'room-only',
      name: t('Room only', '素泊まり', '객실만', '仅住宿', '僅住宿'),
      description: t(
        'Our best flexible rate without meals. Free cancellation until 4 days before arrival.',
        '食事なしのベストフレキシブルレート。到着4日前まで無料でキャンセルできます。',
        '식사 미포함 베스트 플렉서블 요금. 도착 4일 전까지 무료 취소가 가능합니다.',
        '不含餐的最优弹性房价，入住前4天可免费取消。',
        '不含餐的最優彈性房價，入住前4天可免費取消。',
      ),
      meal_type: 'none',
      visibility: 'all',
      payment_methods: payment,
      policy_code: 'standard',
      price_factor: 1,
    },
    {
      ...common,
      code: 'breakfast',
      name: t('Breakfast included', '朝食付き', '조식 포함', '含早餐', '含早餐'),
      description: t(
        'Start the day with a breakfast of local, seasonal dishes, served 7:00–10:00.',
        '地元の旬の食材を使った朝食付き(7:00〜10:00)。',
        '현지 제철 식재료로 만든 조식 포함(7:00~10:00).',
        '含当地时令食材早餐(7:00–10:00)。',
        '含當地時令食材早餐(7:00–10:00)。',
      ),
      meal_type: 'breakfast',
      visibility: 'all',
      payment_methods: payment,
      policy_code: 'standard',
      max_nights: 14,
      price_factor: 1,
      per_person_add: breakfastPrice,
    },
    {
      ...common,
      code: 'members',
      name: t('Yadori Club members rate', 'ヤドリクラブ会員限定プラン', '야도리 클럽 회원 전용 요금', 'Yadori会员专享价', 'Yadori會員專享價'),
      description: t(
        'Sign in to see it: 10% off the room price, plus your rank benefits.',
        'ログインでご覧いただけます。客室料金10%オフに加え、ランク特典をご利用いただけます。',
        '로그인하시면 보실 수 있습니다. 객실 요금 10% 할인과 등급 혜택을 드립니다.',
        '登录后可见：房价九折，另享会员等级礼遇。',
        '登入後可見：房價九折，另享會員等級禮遇。',
      ),
      meal_type: 'none',
      visibility: 'member',
      payment_methods: ['on_site', 'credit_card'],
      policy_code: 'standard',
      member_discount_percent: 10,
      price_factor: 1,
    },
    {
      ...common,
      code: 'advance-nr',
      name: t('Advance purchase – non-refundable', '早期割・返金不可', '얼리버드 · 환불 불가', '提前预订·不可退款', '提前預訂·不可退款'),
      description: t(
        'Save 15% by paying by card when you book. This rate cannot be changed or refunded.',
        'ご予約時のカード決済で15%お得。変更・返金はできません。',
        '예약 시 카드 결제로 15% 할인. 변경 및 환불이 불가합니다.',
        '预订时刷卡支付可省15%，不可更改或退款。',
        '預訂時刷卡付款可省15%，不可更改或退款。',
      ),
      meal_type: 'none',
      visibility: 'all',
      payment_methods: ['credit_card'],
      policy_code: 'non_refundable',
      price_factor: 0.85,
    },
  ];
}

/** A rate whose total is rounded down to a whole ¥100 (rate visibility 'rounding'). */
function smartRatePlan(): PlanSeed {
  return {
    code: 'smart-rate',
    name: t('Smart rate (rounded down)', 'スマートレート(端数切り捨て)', '스마트 요금(끝전 할인)', '智能价(抹零)', '智慧價(抹零)'),
    description: t(
      'Room only, and the total rounded down to a whole ¥100.',
      '素泊まり。合計金額の100円未満を切り捨てます。',
      '객실만. 합계 금액의 100엔 미만을 할인해 드립니다.',
      '仅住宿，总价抹去不足100日元的零头。',
      '僅住宿，總價抹去不足100日圓的零頭。',
    ),
    meal_type: 'none',
    visibility: 'rounding',
    payment_methods: ['on_site', 'credit_card'],
    policy_code: 'standard',
    inclusive_extra_ids: [],
    member_discount_percent: 0,
    min_nights: 1,
    max_nights: 30,
    booking_start_days: 0,
    day_use: false,
    checkin_time: null,
    checkout_time: null,
    sale_limit: null,
    price_factor: 0.97,
    per_person_add: 0,
  };
}

function questions(checkinTimes: string[], peopleRequired: boolean): QuestionSeed[] {
  return [
    {
      code: 'checkin-time',
      question_type: 'checkin',
      answer_type: 'options',
      text: t('Estimated check-in time', 'チェックイン予定時刻', '체크인 예정 시간', '预计入住时间', '預計入住時間'),
      options: checkinTimes,
      required: true,
      labels: ['all_users'],
      hotel_plan_codes: [],
    },
    {
      code: 'people-per-room',
      question_type: 'number_of_men_women_per_room',
      answer_type: 'text',
      text: t('Number of men and women in each room', '各部屋の男女別人数', '객실별 남녀 인원', '每间客房的男女人数', '每間客房的男女人數'),
      options: [],
      required: peopleRequired,
      labels: ['all_users'],
      hotel_plan_codes: [],
    },
    {
      code: 'requests',
      question_type: 'free',
      answer_type: 'text',
      text: t(
        'Requests or questions for the hotel',
        'ホテルへのご要望・ご質問',
        '호텔에 대한 요청 사항 또는 문의',
        '对酒店的要求或问题',
        '對飯店的需求或問題',
      ),
      options: [],
      required: false,
      labels: ['all_users'],
      hotel_plan_codes: [],
    },
    {
      code: 'special-occasion',
      question_type: 'free',
      answer_type: 'text',
      text: t(
        'Celebrating a special occasion? Tell us and we will prepare a small surprise.',
        '記念日のご旅行ですか？お知らせいただければささやかなサプライズをご用意します。',
        '기념일 여행이신가요? 알려 주시면 작은 선물을 준비해 드립니다.',
        '是否为纪念日出行？告诉我们，我们将准备一份小惊喜。',
        '是否為紀念日出遊？告訴我們，我們將準備一份小驚喜。',
      ),
      options: [],
      required: false,
      labels: ['all_users'],
      hotel_plan_codes: [],
      display_window: { from_days: -7, to_days: 60 },
    },
    {
      code: 'club-preferences',
      question_type: 'free',
      answer_type: 'text',
      text: t(
        'Yadori Club: any pillow or room preferences?',
        'ヤドリクラブ会員様：枕やお部屋のご希望はございますか？',
        '야도리 클럽 회원님: 베개나 객실에 대한 희망 사항이 있으신가요?',
        'Yadori会员：对枕头或客房有何偏好？',
        'Yadori會員：對枕頭或客房有何偏好？',
      ),
      options: [],
      required: false,
      labels: ['membership_program'],
      hotel_plan_codes: [],
    },
  ];
}

const breakfastExtra = (name: Tr, price: number, stock: number): ExtraSeed => ({
  code: 'breakfast',
  extra_type: 'generic',
  name,
  description: t(
    'Add breakfast for one guest, one morning.',
    'お一人様1回分の朝食を追加します。',
    '1인 1회 조식을 추가합니다.',
    '为一位客人加购一次早餐。',
    '為一位客人加購一次早餐。',
  ),
  price,
  min_quantity: 1,
  max_quantity: 10,
  stock,
  requires_delivery_time: false,
  question: null,
});

const lateCheckout = (hour: string, price: number, stock: number): ExtraSeed => ({
  code: 'late-checkout',
  extra_type: 'generic',
  name: t(
    `Late check-out until ${hour}`,
    `レイトチェックアウト(${hour}まで)`,
    `레이트 체크아웃(${hour}까지)`,
    `延迟退房(至${hour})`,
    `延遲退房(至${hour})`,
  ),
  description: t(
    'Keep your room a little longer on the day you leave (per room).',
    'ご出発日にお部屋をゆっくりご利用いただけます(1室あたり)。',
    '출발일에 객실을 더 여유롭게 이용하실 수 있습니다(객실당).',
    '退房当天可延长使用客房(每间)。',
    '退房當天可延長使用客房(每間)。',
  ),
  price,
  min_quantity: 1,
  max_quantity: 1,
  stock,
  requires_delivery_time: false,
  question: null,
});

const dinnerExtra = (code: string, name: Tr, description: Tr, price: number, weekend: number, closed: number[]): ExtraSeed => ({
  code,
  extra_type: 'dated',
  name,
  description,
  price,
  min_quantity: 1,
  max_quantity: 6,
  stock: 12,
  requires_delivery_time: false,
  question: null,
  dated: { from_days: 1, to_days: 59, closed_isodow: closed, weekend_price: weekend },
});

const kidsTier = (code: string, name: Tr, from: number, to: number, type: KidsTier['price_type'], value: number, mb: KidsTier['meal_bedding']): KidsTier => ({
  code,
  name,
  age_from: from,
  age_to: to,
  price_type: type,
  price_value: value,
  meal_bedding: mb,
});

const hourly = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`);

const GOLDEN_WEEK = { from_md: '04-29', to_md: '05-05' };
const OBON = { from_md: '08-10', to_md: '08-16' };
const NEW_YEAR = [
  { from_md: '12-28', to_md: '12-31' },
  { from_md: '01-01', to_md: '01-03' },
];

// ---------------------------------------------------------------------------------------------
// The hotels.

const tokyo: HotelSeed = {
  code: 'demo-tokyo',
  locale: 'ja',
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  translations: {
    en: {
      name: 'Yadori Tokyo Ginza',
      description: "A calm, modern hotel a short walk from Ginza's galleries and department stores, with city-view rooms and a breakfast of seasonal Japanese dishes.",
      address: { post_code: '104-0061', full_address: '7-18-2 Ginza, Chuo-ku, Tokyo', country: 'Japan' },
    },
    ja: {
      name: 'ヤドリ東京銀座',
      description: '銀座の画廊や百貨店まで徒歩圏内の、落ち着いたモダンホテル。街を望む客室と、旬の和食の朝食をご用意しています。',
    },
    ko: {
      name: '야도리 도쿄 긴자',
      description: '긴자의 갤러리와 백화점까지 걸어서 갈 수 있는 차분하고 모던한 호텔. 도시 전망 객실과 제철 일식 조식을 제공합니다.',
    },
    zh_Hans: { name: 'Yadori 东京银座', description: '步行即可到达银座画廊与百货公司的静谧现代酒店，提供城市景观客房与时令日式早餐。' },
    zh_Hant: { name: 'Yadori 東京銀座', description: '步行即可抵達銀座畫廊與百貨公司的靜謐現代飯店，提供城市景觀客房與時令日式早餐。' },
    id: { name: 'Yadori Tokyo Ginza', description: 'Hotel modern yang tenang, beberapa langkah dari galeri dan pusat perbelanjaan Ginza.' },
    th: { name: 'ยาโดริ โตเกียว กินซ่า', description: 'โรงแรมทันสมัยบรรยากาศสงบ เดินไม่ไกลจากแกลเลอรีและห้างสรรพสินค้าในกินซ่า' },
    ar: { name: 'يادوري طوكيو غينزا', description: 'فندق عصري هادئ على بُعد خطوات من معارض غينزا ومتاجرها الكبرى.' },
  },
  address: { post_code: '104-0061', full_address: '東京都中央区銀座7-18-2', country: '日本' },
  contact: { phone: '+81-3-1234-5601', email: 'ginza@demo.yadori.test' },
  guest_form: { kanji_name_required: false, customer_address_required: false },
  invoice_registration_number: null,
  colours: { button: '#1f3a5f', button_text: '#ffffff', header: '#1f3a5f', header_text: '#ffffff' },
  available_languages: ALL_LANGUAGES,
  payment_options: ['on_site', 'credit_card', 'bank_transfer'],
  kids_setting: { kids_type: 'tiers', accept_type: 'optional', shared_bed_type: 'allowed', max_children_per_adult: 2, max_child_age: 11 },
  kids_tiers: [
    kidsTier('A', t('Child A (6–11): adult meals and bed', '子供A(6〜11歳)：大人に準じる食事・寝具', '어린이 A(6~11세): 성인과 같은 식사·침구', '儿童A(6–11岁)：同成人餐食与床位', '兒童A(6–11歲)：同成人餐食與床位'), 6, 11, 'percentage_of_adult', 70, 'meal_same_as_adult_bedding'),
    kidsTier('B', t('Child B (3–5): meals, no bed', '子供B(3〜5歳)：食事あり・寝具なし', '어린이 B(3~5세): 식사 포함·침구 없음', '儿童B(3–5岁)：含餐不含床', '兒童B(3–5歲)：含餐不含床'), 3, 5, 'percentage_of_adult', 50, 'meal_yes'),
    kidsTier('C', t('Infant (0–2): no meals, no bed', '幼児(0〜2歳)：食事・寝具なし', '유아(0~2세): 식사·침구 없음', '婴幼儿(0–2岁)：不含餐与床', '嬰幼兒(0–2歲)：不含餐與床'), 0, 2, 'free', 0, 'meal_no'),
  ],
  max_guests_per_room: 6,
  multi_rooms: { enabled: true, limit: 5 },
  day_use_search_active: false,
  search_type: 'dated_and_undated',
  filter_codes: ['non_smoking', 'double', 'twin', 'family', 'accessible', 'breakfast'],
  website_footer_html: '<p>© Yadori Demo Hotels · <a href="https://example.com/privacy">Privacy</a></p>',
  mcp_enabled: true,
  chatbot_enabled: true,
  tax_rules: {
    consumption_tax_percent: 10,
    service_charge_percent: 0,
    accommodation_tax: {
      type: 'tokyo',
      brackets: [
        { min_per_person_night: 0, tax_per_person_night: 0 },
        { min_per_person_night: 10000, tax_per_person_night: 100 },
        { min_per_person_night: 15000, tax_per_person_night: 200 },
      ],
    },
  },
  pricing: {
    weekend_uplift: 1.2,
    season_amplitude: 0.05,
    season_peak_doy: 95,
    peaks: [{ from_md: '03-25', to_md: '04-07', factor: 1.25 }, { ...GOLDEN_WEEK, factor: 1.3 }, { ...OBON, factor: 1.15 }, ...NEW_YEAR.map((p) => ({ ...p, factor: 1.35 }))],
  },
  rooms: [
    {
      code: 'moderate-double',
      name: t('Moderate Double', 'モデレートダブル', '모더레이트 더블', '标准大床房', '標準大床房'),
      description: t(
        'A snug 18 m² room with a 160 cm double bed, rain shower and a view over the city.',
        '160cm幅のダブルベッドとレインシャワーを備え、街並みを望む18㎡の客室。',
        '160cm 더블 침대와 레인 샤워를 갖추고 도시를 내려다보는 18㎡ 객실.',
        '18㎡温馨客房，配备160厘米双人床与雨淋花洒，可眺望城市景色。',
        '18㎡溫馨客房，配備160公分雙人床與雨淋花灑，可眺望城市景色。',
      ),
      size_sqm: 18,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'pajamas'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-double'), photo('view-city')],
      total_rooms: 20,
      base_price: 12000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'superior-twin',
      name: t('Superior Twin', 'スーペリアツイン', '슈페리어 트윈', '高级双床房', '高級雙床房'),
      description: t(
        'Two 120 cm beds, a separate bath and shower and a work desk in 24 m².',
        '120cm幅のベッド2台、独立したバスとシャワー、ワークデスクを備えた24㎡の客室。',
        '120cm 침대 2개, 분리된 욕조와 샤워, 업무용 책상을 갖춘 24㎡ 객실.',
        '24㎡客房，配备两张120厘米单人床、独立浴缸与淋浴及办公桌。',
        '24㎡客房，配備兩張120公分單人床、獨立浴缸與淋浴及辦公桌。',
      ),
      size_sqm: 24,
      size_tatami: null,
      max_adults: 2,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'pajamas', 'desk', 'humidifier'],
      accessibility: [],
      filters: ['non_smoking', 'twin', 'breakfast'],
      photos: [photo('room-twin'), photo('bath-modern')],
      total_rooms: 15,
      base_price: 14500,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'accessible-twin',
      name: t('Accessible Twin', 'ユニバーサルツイン', '유니버설 트윈', '无障碍双床房', '無障礙雙床房'),
      description: t(
        'A step-free 28 m² twin with 90 cm doorways, a roll-in shower with grab bars, lowered beds and a visual fire alarm.',
        '段差のない28㎡のツイン。90cm幅の出入口、手すり付きロールインシャワー、低めのベッド、光で知らせる火災報知器を備えています。',
        '단차 없는 28㎡ 트윈. 90cm 폭 출입구, 손잡이가 있는 롤인 샤워, 낮은 침대, 시각 화재경보기를 갖추었습니다.',
        '28㎡无台阶双床房，设90厘米宽门、带扶手的无障碍淋浴、低床及闪光火警报警器。',
        '28㎡無階梯雙床房，設90公分寬門、附扶手的無障礙淋浴、低床及閃光火警警報器。',
      ),
      size_sqm: 28,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'pajamas', 'desk'],
      accessibility: FULL_ACCESSIBILITY,
      filters: ['non_smoking', 'twin', 'accessible', 'breakfast'],
      photos: [photo('room-accessible'), photo('bath-accessible')],
      total_rooms: 2,
      base_price: 14500,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'family-triple',
      name: t('Family Triple', 'ファミリートリプル', '패밀리 트리플', '家庭三人房', '家庭三人房'),
      description: t(
        'Three beds and room to spread out: 32 m² for families, with a bathtub and a sofa.',
        'ベッド3台とソファ、バスタブを備えた、ご家族向けのゆったり32㎡。',
        '침대 3개와 소파, 욕조를 갖춘 가족을 위한 넉넉한 32㎡ 객실.',
        '32㎡宽敞家庭房，配备三张床、沙发与浴缸。',
        '32㎡寬敞家庭房，配備三張床、沙發與浴缸。',
      ),
      size_sqm: 32,
      size_tatami: null,
      max_adults: 3,
      max_children: 2,
      max_occupancy: 5,
      bed_type: 'triple',
      bed_count: 3,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'pajamas', 'sofa', 'microwave'],
      accessibility: [],
      filters: ['non_smoking', 'family', 'breakfast'],
      photos: [photo('room-triple'), photo('bath-modern')],
      total_rooms: 6,
      base_price: 19000,
      extra_adult_ratio: 0.5,
    },
    {
      code: 'ginza-suite',
      name: t('Ginza Corner Suite', '銀座コーナースイート', '긴자 코너 스위트', '银座转角套房', '銀座轉角套房'),
      description: t(
        'Our only corner suite: a separate living room, a 200 cm king bed and floor-to-ceiling windows over Ginza.',
        '当館に一室だけのコーナースイート。独立したリビング、200cm幅のキングベッド、銀座を見渡す大きな窓。',
        '단 하나뿐인 코너 스위트. 별도의 거실, 200cm 킹 침대, 긴자를 내려다보는 통창.',
        '全馆唯一的转角套房：独立客厅、200厘米特大床与俯瞰银座的落地窗。',
        '全館唯一的轉角套房：獨立客廳、200公分特大床與俯瞰銀座的落地窗。',
      ),
      size_sqm: 55,
      size_tatami: null,
      max_adults: 2,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'pajamas', 'sofa', 'coffee_machine', 'bluetooth_speaker', 'bath_salts'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-suite'), photo('lounge')],
      total_rooms: 1,
      base_price: 48000,
      extra_adult_ratio: 0.3,
    },
  ],
  plans: standardPlans(2500, ['on_site', 'credit_card', 'bank_transfer']),
  extras: [
    breakfastExtra(t('Breakfast (per person)', '朝食(お一人様)', '조식(1인)', '早餐(每位)', '早餐(每位)'), 2500, 60),
    lateCheckout('13:00', 3000, 5),
    {
      code: 'welcome-champagne',
      extra_type: 'generic',
      name: t('Champagne in your room', 'お部屋にシャンパン', '객실 샴페인 서비스', '客房香槟', '客房香檳'),
      description: t(
        'A chilled bottle waiting in your room at the time you choose.',
        'ご指定の時刻に、冷えたシャンパンをお部屋にご用意します。',
        '지정하신 시간에 차갑게 준비된 샴페인을 객실로 가져다 드립니다.',
        '在您指定的时间将冰镇香槟送至客房。',
        '在您指定的時間將冰鎮香檳送至客房。',
      ),
      price: 9000,
      min_quantity: 1,
      max_quantity: 2,
      stock: 10,
      requires_delivery_time: true,
      question: null,
    },
    dinnerExtra(
      'teppanyaki-dinner',
      t('Teppanyaki dinner course', '鉄板焼ディナーコース', '철판구이 디너 코스', '铁板烧晚餐套餐', '鐵板燒晚餐套餐'),
      t(
        'Wagyu and seasonal seafood cooked at the counter, per person.',
        'カウンターで焼き上げる和牛と旬の魚介のコース(お一人様)。',
        '카운터에서 구워 내는 와규와 제철 해산물 코스(1인).',
        '在吧台现场烹制的和牛与时令海鲜套餐(每位)。',
        '在吧台現場烹製的和牛與時令海鮮套餐(每位)。',
      ),
      12000,
      14000,
      [7],
    ),
  ],
  questions: [
    ...questions(hourly(15, 23), false),
    {
      code: 'id-photo',
      question_type: 'file_attachment',
      answer_type: 'file',
      text: t(
        'Passport or ID photo: it speeds up check-in',
        'パスポートまたは身分証明書の写真：チェックインがスムーズになります',
        '여권 또는 신분증 사진: 체크인이 빨라집니다',
        '护照或身份证件照片：可加快入住手续',
        '護照或身分證件照片：可加快入住手續',
      ),
      options: [],
      required: false,
      labels: ['all_users'],
      hotel_plan_codes: [],
    },
  ],
  lottery: null,
};

const kyoto: HotelSeed = {
  code: 'demo-kyoto',
  locale: 'ja',
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  translations: {
    en: {
      name: 'Yadori Kyoto Gion',
      description: 'A restored townhouse inn on a quiet lane in Gion, with tatami rooms, a moss garden and cypress baths. Day-use rooms are available for a rest between sights.',
      address: { post_code: '605-0074', full_address: '570-8 Gionmachi Minamigawa, Higashiyama-ku, Kyoto', country: 'Japan' },
    },
    ja: {
      name: 'ヤドリ京都祇園',
      description: '祇園の静かな路地に佇む、町家を改装した宿。畳の客室、苔庭、檜風呂をご用意。観光の合間に休めるデイユースもございます。',
    },
    ko: {
      name: '야도리 교토 기온',
      description: '기온의 조용한 골목에 자리한 전통 가옥(마치야)을 개조한 숙소. 다다미 객실, 이끼 정원, 히노키 욕조를 갖추었으며 관광 중 쉬어 갈 수 있는 데이유스도 있습니다.',
    },
    zh_Hans: { name: 'Yadori 京都祇园', description: '坐落于祇园幽静小巷、由町家改建的旅馆，设有榻榻米客房、苔庭与桧木浴池，并提供观光间隙休憩的日间客房。' },
    zh_Hant: { name: 'Yadori 京都祇園', description: '坐落於祇園幽靜小巷、由町家改建的旅館，設有榻榻米客房、苔庭與檜木浴池，並提供觀光空檔休憩的日間客房。' },
  },
  address: { post_code: '605-0074', full_address: '京都府京都市東山区祇園町南側570-8', country: '日本' },
  contact: { phone: '+81-75-123-5602', email: 'gion@demo.yadori.test' },
  guest_form: { kanji_name_required: false, customer_address_required: false },
  invoice_registration_number: null,
  colours: { button: '#8c2f2b', button_text: '#ffffff', header: '#3b2a20', header_text: '#f5ede0' },
  available_languages: CORE,
  payment_options: ['on_site', 'credit_card'],
  kids_setting: { kids_type: 'ages', accept_type: 'optional', shared_bed_type: 'allowed', max_children_per_adult: 2, max_child_age: 12 },
  // In ages mode the guest gives each child's age; the widget sends the age range it falls in.
  kids_tiers: AGE_RANGES,
  max_guests_per_room: 6,
  multi_rooms: { enabled: false, limit: 1 },
  day_use_search_active: true,
  search_type: 'dated',
  filter_codes: ['non_smoking', 'double', 'twin', 'japanese_style', 'family', 'accessible', 'breakfast'],
  website_footer_html: null,
  mcp_enabled: false,
  chatbot_enabled: false,
  tax_rules: {
    consumption_tax_percent: 10,
    service_charge_percent: 10,
    accommodation_tax: {
      type: 'kyoto',
      brackets: [
        { min_per_person_night: 0, tax_per_person_night: 200 },
        { min_per_person_night: 20000, tax_per_person_night: 500 },
        { min_per_person_night: 50000, tax_per_person_night: 1000 },
      ],
    },
  },
  pricing: {
    weekend_uplift: 1.25,
    season_amplitude: 0.08,
    season_peak_doy: 320,
    peaks: [
      { from_md: '03-25', to_md: '04-10', factor: 1.35 },
      { ...GOLDEN_WEEK, factor: 1.25 },
      { from_md: '07-14', to_md: '07-17', factor: 1.3 },
      { from_md: '11-15', to_md: '12-05', factor: 1.3 },
      ...NEW_YEAR.map((p) => ({ ...p, factor: 1.25 })),
    ],
  },
  rooms: [
    {
      code: 'cozy-double',
      name: t('Cozy Double', 'コージーダブル', '코지 더블', '舒适大床房', '舒適大床房'),
      description: t(
        'A compact 16 m² room with a 140 cm double bed and a window onto the garden.',
        '140cm幅のダブルベッドと庭を望む窓のある、コンパクトな16㎡の客室。',
        '140cm 더블 침대와 정원이 보이는 창이 있는 아담한 16㎡ 객실.',
        '16㎡精巧客房，配备140厘米双人床，窗外即是庭园。',
        '16㎡精巧客房，配備140公分雙人床，窗外即是庭園。',
      ),
      size_sqm: 16,
      size_tatami: null,
      max_adults: 2,
      max_children: 0,
      max_occupancy: 2,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'yukata'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-double'), photo('view-garden')],
      total_rooms: 12,
      base_price: 13000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'modern-twin',
      name: t('Modern Twin', 'モダンツイン', '모던 트윈', '现代双床房', '現代雙床房'),
      description: t(
        'Step-free 26 m² twin with wide doorways, grab bars and a visual alarm, furnished in Kyoto wood and washi.',
        '京都の木と和紙でしつらえた、段差のない26㎡のツイン。幅の広い出入口、手すり、光で知らせる警報器付き。',
        '교토의 나무와 화지로 꾸민 단차 없는 26㎡ 트윈. 넓은 출입구, 손잡이, 시각 경보기를 갖추었습니다.',
        '以京都木材与和纸装饰的26㎡无台阶双床房，设宽门、扶手及闪光警报器。',
        '以京都木材與和紙裝飾的26㎡無階梯雙床房，設寬門、扶手及閃光警報器。',
      ),
      size_sqm: 26,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'yukata', 'desk'],
      accessibility: ['step_free_access', 'grab_bars', 'wide_doorways', 'visual_alarm'],
      filters: ['non_smoking', 'twin', 'accessible', 'breakfast'],
      photos: [photo('room-accessible'), photo('bath-accessible')],
      total_rooms: 10,
      base_price: 18000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'washitsu',
      name: t('Japanese-style Room (8 tatami)', '和室8畳', '일본식 다다미 객실(8조)', '和室(8叠)', '和室(8疊)'),
      description: t(
        'Eight tatami mats, futons laid out in the evening, a low table and a view of the tsuboniwa courtyard.',
        '8畳の和室。夕刻にお布団をご用意します。座卓と坪庭の眺めをお楽しみください。',
        '다다미 8장 크기의 객실. 저녁에 이불을 깔아 드리며, 좌탁과 안뜰 정원의 풍경을 즐기실 수 있습니다.',
        '8叠榻榻米房，傍晚为您铺好被褥，设矮桌，可欣赏坪庭景致。',
        '8疊榻榻米房，傍晚為您鋪好被褥，設矮桌，可欣賞坪庭景致。',
      ),
      size_sqm: 24,
      size_tatami: 8,
      max_adults: 3,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'futon',
      bed_count: 3,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'yukata', 'green_tea'],
      accessibility: [],
      filters: ['non_smoking', 'japanese_style', 'family', 'breakfast'],
      photos: [photo('room-washitsu'), photo('view-garden')],
      total_rooms: 8,
      base_price: 22000,
      extra_adult_ratio: 0.45,
    },
    {
      code: 'garden-suite',
      name: t('Garden Suite with Cypress Bath', '檜風呂付き庭園スイート', '히노키 욕조 가든 스위트', '桧木浴池庭园套房', '檜木浴池庭園套房'),
      description: t(
        'Twelve tatami mats opening onto a private moss garden, with a hinoki cypress bath. A digital-detox room: no Wi-Fi by design.',
        '専用の苔庭に面した12畳の和室と檜風呂。あえてWi-Fiを設けない、デジタルデトックスのお部屋です。',
        '전용 이끼 정원과 이어진 다다미 12조 객실과 히노키 욕조. 일부러 Wi-Fi를 두지 않은 디지털 디톡스 객실입니다.',
        '面向私人苔庭的12叠和室，附桧木浴池。特意不设Wi-Fi的数字排毒客房。',
        '面向私人苔庭的12疊和室，附檜木浴池。特意不設Wi-Fi的數位排毒客房。',
      ),
      size_sqm: 48,
      size_tatami: 12,
      max_adults: 4,
      max_children: 2,
      max_occupancy: 5,
      bed_type: 'futon',
      bed_count: 4,
      smoking: false,
      wifi: 'unavailable',
      amenities: ['air_conditioning', 'fridge', 'kettle', 'hair_dryer', 'toiletries', 'yukata', 'green_tea', 'hinoki_bath', 'washlet'],
      accessibility: [],
      filters: ['non_smoking', 'japanese_style', 'family', 'breakfast'],
      photos: [photo('bath-hinoki'), photo('view-garden')],
      total_rooms: 1,
      base_price: 42000,
      extra_adult_ratio: 0.35,
    },
  ],
  plans: [
    ...standardPlans(3000, ['on_site', 'credit_card']),
    {
      code: 'day-use',
      name: t('Day use 10:00–18:00', 'デイユース 10:00〜18:00', '데이유스 10:00~18:00', '日间使用 10:00–18:00', '日間使用 10:00–18:00'),
      description: t(
        'Rest between temples: the room is yours from 10:00 to 18:00, no overnight stay.',
        '寺社巡りの合間のご休憩に。10:00から18:00までご利用いただけます(宿泊なし)。',
        '사찰 관광 사이의 휴식에. 10:00부터 18:00까지 이용하실 수 있습니다(숙박 없음).',
        '参观寺社间的休憩之选：10:00至18:00使用客房，不含过夜。',
        '參觀寺社間的休憩之選：10:00至18:00使用客房，不含過夜。',
      ),
      meal_type: 'none',
      visibility: 'all',
      payment_methods: ['on_site', 'credit_card'],
      policy_code: 'standard',
      inclusive_extra_ids: [],
      member_discount_percent: 0,
      min_nights: 1,
      max_nights: 1,
      booking_start_days: 0,
      day_use: true,
      checkin_time: '10:00',
      checkout_time: '18:00',
      sale_limit: null,
      price_factor: 0.45,
      per_person_add: 0,
    },
  ],
  extras: [
    breakfastExtra(t('Kyoto obanzai breakfast (per person)', 'おばんざい朝食(お一人様)', '교토 반찬 조식(1인)', '京都家常菜早餐(每位)', '京都家常菜早餐(每位)'), 3000, 30),
    lateCheckout('12:00', 3000, 3),
    {
      code: 'kimono-rental',
      extra_type: 'generic',
      name: t('Kimono rental and dressing', '着物レンタル・着付け', '기모노 대여 및 착용 도움', '和服租赁与穿着协助', '和服租借與著裝協助'),
      description: t(
        'Choose a kimono and obi at the inn; our staff dress you before you set out (per person, same day).',
        '館内で着物と帯をお選びいただき、スタッフが着付けいたします(お一人様・当日返却)。',
        '숙소에서 기모노와 오비를 고르시면 직원이 입혀 드립니다(1인, 당일 반납).',
        '在旅馆内挑选和服与腰带，由员工为您着装(每位，当日归还)。',
        '在旅館內挑選和服與腰帶，由員工為您著裝(每位，當日歸還)。',
      ),
      price: 6500,
      min_quantity: 1,
      max_quantity: 4,
      stock: 8,
      requires_delivery_time: true,
      question: {
        answer_type: 'text',
        text: t('Height of each wearer (cm)', '着用される方の身長(cm)', '착용하실 분의 키(cm)', '穿着者身高(厘米)', '穿著者身高(公分)'),
        options: [],
        required: true,
      },
    },
    dinnerExtra(
      'kaiseki-dinner',
      t('Seasonal kaiseki dinner', '季節の京懐石ディナー', '계절 가이세키 디너', '时令京怀石晚餐', '時令京懷石晚餐'),
      t(
        'Nine small courses of the season, served in your room (per person).',
        '旬を映す九品の懐石をお部屋でご提供します(お一人様)。',
        '제철을 담은 아홉 가지 코스를 객실에서 제공합니다(1인).',
        '九道时令怀石料理，于客房内享用(每位)。',
        '九道時令懷石料理，於客房內享用(每位)。',
      ),
      15000,
      16500,
      [3],
    ),
  ],
  questions: questions(hourly(15, 21), true),
  lottery: null,
};

const sapporo: HotelSeed = {
  code: 'demo-sapporo',
  locale: 'ja',
  time_zone: 'Asia/Tokyo',
  currency: 'JPY',
  translations: {
    en: {
      name: 'Yadori Sapporo Odori',
      description: 'Steps from Odori Park and the Snow Festival grounds, with warm rooms, a rooftop sauna and Hokkaido produce at breakfast. Festival-week stays are allotted by lottery.',
      address: { post_code: '060-0042', full_address: '4-1 Odori Nishi, Chuo-ku, Sapporo, Hokkaido', country: 'Japan' },
    },
    ja: {
      name: 'ヤドリ札幌大通',
      description: '大通公園・さっぽろ雪まつり会場からすぐ。暖かな客室と屋上サウナ、北海道の食材を使った朝食が自慢です。雪まつり期間のご宿泊は抽選で承ります。',
    },
    ko: {
      name: '야도리 삿포로 오도리',
      description: '오도리 공원과 눈축제 행사장 바로 앞. 따뜻한 객실과 옥상 사우나, 홋카이도 식재료로 만든 조식을 즐겨 보세요. 눈축제 기간 숙박은 추첨으로 접수합니다.',
    },
    zh_Hans: { name: 'Yadori 札幌大通', description: '紧邻大通公园与札幌冰雪节会场，客房温暖舒适，设有屋顶桑拿，早餐选用北海道食材。冰雪节期间的住宿以抽签方式受理。' },
    zh_Hant: { name: 'Yadori 札幌大通', description: '緊鄰大通公園與札幌雪祭會場，客房溫暖舒適，設有屋頂三溫暖，早餐選用北海道食材。雪祭期間的住宿以抽籤方式受理。' },
  },
  address: { post_code: '060-0042', full_address: '北海道札幌市中央区大通西4-1', country: '日本' },
  contact: { phone: '+81-11-123-5603', email: 'odori@demo.yadori.test' },
  guest_form: { kanji_name_required: true, customer_address_required: true },
  invoice_registration_number: 'T1234567890123',
  colours: { button: '#2f6f8f', button_text: '#ffffff', header: '#e8f1f6', header_text: '#17384a' },
  available_languages: CORE,
  payment_options: ['on_site', 'credit_card'],
  kids_setting: { kids_type: 'tiers', accept_type: 'optional', shared_bed_type: 'allowed', max_children_per_adult: 2, max_child_age: 11 },
  kids_tiers: [
    kidsTier('A', t('Child (6–11): meals and bed', '小学生(6〜11歳)：食事・寝具あり', '초등학생(6~11세): 식사·침구 포함', '儿童(6–11岁)：含餐与床位', '兒童(6–11歲)：含餐與床位'), 6, 11, 'percentage_of_adult', 70, 'meal_yes_bedding'),
    kidsTier('B', t('Under 6: shares a bed, free', '未就学児(0〜5歳)：添い寝・無料', '미취학 아동(0~5세): 침대 공유·무료', '6岁以下：与大人同床，免费', '6歲以下：與大人同床，免費'), 0, 5, 'free', 0, 'meal_no'),
  ],
  max_guests_per_room: 6,
  multi_rooms: { enabled: false, limit: 1 },
  day_use_search_active: false,
  search_type: 'dated',
  filter_codes: ['non_smoking', 'double', 'twin', 'family', 'accessible', 'breakfast'],
  website_footer_html: null,
  mcp_enabled: false,
  chatbot_enabled: false,
  tax_rules: {
    consumption_tax_percent: 10,
    service_charge_percent: 0,
    accommodation_tax: {
      type: 'sapporo',
      brackets: [
        { min_per_person_night: 0, tax_per_person_night: 200 },
        { min_per_person_night: 20000, tax_per_person_night: 500 },
        { min_per_person_night: 50000, tax_per_person_night: 1000 },
      ],
    },
  },
  pricing: {
    weekend_uplift: 1.15,
    season_amplitude: 0.12,
    season_peak_doy: 205,
    peaks: [{ from_md: '02-03', to_md: '02-11', factor: 1.5 }, { ...GOLDEN_WEEK, factor: 1.2 }, { ...OBON, factor: 1.2 }, ...NEW_YEAR.map((p) => ({ ...p, factor: 1.25 }))],
  },
  rooms: [
    {
      code: 'smoking-double',
      name: t('Standard Double (smoking)', 'スタンダードダブル(喫煙)', '스탠다드 더블(흡연)', '标准大床房(吸烟)', '標準大床房(吸菸)'),
      description: t(
        'A 17 m² smoking room with a 140 cm double bed and blackout curtains.',
        '140cm幅のダブルベッドと遮光カーテンを備えた17㎡の喫煙ルーム。',
        '140cm 더블 침대와 암막 커튼을 갖춘 17㎡ 흡연 객실.',
        '17㎡吸烟客房，配备140厘米双人床与遮光窗帘。',
        '17㎡吸菸客房，配備140公分雙人床與遮光窗簾。',
      ),
      size_sqm: 17,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'double',
      bed_count: 1,
      smoking: true,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'humidifier', 'air_purifier'],
      accessibility: [],
      filters: ['double', 'breakfast'],
      photos: [photo('room-double'), photo('view-snow')],
      total_rooms: 10,
      base_price: 8500,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'standard-twin',
      name: t('Standard Twin', 'スタンダードツイン', '스탠다드 트윈', '标准双床房', '標準雙床房'),
      description: t(
        'Two 110 cm beds, a bathtub for warming up after the snow and a humidifier, in 22 m².',
        '110cm幅のベッド2台、雪の日に嬉しいバスタブと加湿器を備えた22㎡の客室。',
        '110cm 침대 2개, 눈 오는 날 반가운 욕조와 가습기를 갖춘 22㎡ 객실.',
        '22㎡客房，配备两张110厘米单人床、浴缸与加湿器，雪天归来好暖身。',
        '22㎡客房，配備兩張110公分單人床、浴缸與加濕器，雪天歸來好暖身。',
      ),
      size_sqm: 22,
      size_tatami: null,
      max_adults: 2,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'humidifier'],
      accessibility: [],
      filters: ['non_smoking', 'twin', 'breakfast'],
      photos: [photo('room-twin'), photo('view-snow')],
      total_rooms: 18,
      base_price: 11000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'universal-twin',
      name: t('Universal Twin', 'ユニバーサルツイン', '유니버설 트윈', '无障碍双床房', '無障礙雙床房'),
      description: t(
        'A step-free 26 m² twin near the lift, with a roll-in shower, grab bars and wide doorways.',
        'エレベーター近くの段差のない26㎡のツイン。ロールインシャワー、手すり、幅の広い出入口付き。',
        '엘리베이터 근처의 단차 없는 26㎡ 트윈. 롤인 샤워, 손잡이, 넓은 출입구를 갖추었습니다.',
        '靠近电梯的26㎡无台阶双床房，设无障碍淋浴、扶手与宽门。',
        '靠近電梯的26㎡無階梯雙床房，設無障礙淋浴、扶手與寬門。',
      ),
      size_sqm: 26,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'humidifier'],
      accessibility: ['step_free_access', 'roll_in_shower', 'grab_bars', 'wide_doorways', 'visual_alarm'],
      filters: ['non_smoking', 'twin', 'accessible', 'breakfast'],
      photos: [photo('room-accessible'), photo('bath-accessible')],
      total_rooms: 3,
      base_price: 11000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'family-room',
      name: t('Family Room', 'ファミリールーム', '패밀리룸', '家庭房', '家庭房'),
      description: t(
        '38 m² with three beds and a sofa bed, a bathtub and a small kitchenette for families.',
        'ベッド3台とソファベッド、バスタブ、ミニキッチンを備えたご家族向けの38㎡。',
        '침대 3개와 소파 베드, 욕조, 간이 주방을 갖춘 가족용 38㎡ 객실.',
        '38㎡家庭房，配备三张床与沙发床、浴缸及小厨房。',
        '38㎡家庭房，配備三張床與沙發床、浴缸及小廚房。',
      ),
      size_sqm: 38,
      size_tatami: null,
      max_adults: 3,
      max_children: 3,
      max_occupancy: 5,
      bed_type: 'triple',
      bed_count: 3,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'humidifier', 'sofa', 'microwave', 'kitchenette'],
      accessibility: [],
      filters: ['non_smoking', 'family', 'breakfast'],
      photos: [photo('room-triple'), photo('bath-modern')],
      total_rooms: 5,
      base_price: 18000,
      extra_adult_ratio: 0.5,
    },
    {
      code: 'sauna-suite',
      name: t('Sauna Suite', 'サウナ付きスイート', '사우나 스위트', '桑拿套房', '三溫暖套房'),
      description: t(
        'A top-floor 50 m² suite with its own Finnish sauna, a cold shower and a view of the snowy park.',
        '最上階の50㎡スイート。専用のフィンランド式サウナと水風呂シャワー、雪景色の公園を一望できます。',
        '최상층 50㎡ 스위트. 전용 핀란드식 사우나와 냉수 샤워, 눈 덮인 공원 전망을 갖추었습니다.',
        '顶层50㎡套房，附私人芬兰桑拿与冷水淋浴，可眺望雪中公园。',
        '頂樓50㎡套房，附私人芬蘭三溫暖與冷水淋浴，可眺望雪中公園。',
      ),
      size_sqm: 50,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'private_sauna', 'sofa', 'coffee_machine'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-suite'), photo('view-snow')],
      total_rooms: 1,
      base_price: 36000,
      extra_adult_ratio: 0.3,
    },
  ],
  plans: standardPlans(2200, ['on_site', 'credit_card']),
  extras: [
    breakfastExtra(t('Hokkaido breakfast buffet (per person)', '北海道朝食ビュッフェ(お一人様)', '홋카이도 조식 뷔페(1인)', '北海道自助早餐(每位)', '北海道自助早餐(每位)'), 2200, 80),
    lateCheckout('12:00', 2500, 6),
    {
      code: 'parking',
      extra_type: 'generic',
      name: t('Indoor parking (per night)', '屋内駐車場(1泊)', '실내 주차(1박)', '室内停车(每晚)', '室內停車(每晚)'),
      description: t(
        'A heated indoor space, no snow to clear in the morning.',
        '暖房付きの屋内駐車場。朝の雪下ろしは不要です。',
        '난방이 되는 실내 주차장. 아침에 눈을 치울 필요가 없습니다.',
        '有暖气的室内车位，早上无需除雪。',
        '有暖氣的室內車位，早上無需除雪。',
      ),
      price: 1500,
      min_quantity: 1,
      max_quantity: 2,
      stock: 10,
      requires_delivery_time: false,
      question: {
        answer_type: 'text',
        text: t('Car registration number', '車両ナンバー', '차량 번호', '车牌号码', '車牌號碼'),
        options: [],
        required: false,
      },
    },
    dinnerExtra(
      'crab-dinner',
      t('Hokkaido crab dinner', '北海道かにづくしディナー', '홋카이도 게 요리 디너', '北海道螃蟹晚餐', '北海道螃蟹晚餐'),
      t(
        'Snow crab and hairy crab, prepared four ways (per person).',
        'ズワイガニと毛ガニを四種の調理法で(お一人様)。',
        '대게와 털게를 네 가지 방식으로 요리해 드립니다(1인).',
        '松叶蟹与毛蟹四种做法(每位)。',
        '松葉蟹與毛蟹四種做法(每位)。',
      ),
      11000,
      12000,
      [1],
    ),
  ],
  questions: questions(hourly(15, 23), false),
  lottery: {
    uuid: DEMO.lotteryUuid,
    name: t('Winter festival week – stay lottery', '冬まつり期間 宿泊抽選', '겨울 축제 기간 숙박 추첨', '冬季庆典期间住宿抽签', '冬季慶典期間住宿抽籤'),
    entry_start: -1,
    entry_end: 14,
    result_date: 21,
    reservation_deadline: 28,
    stay_start: 45,
    stay_end: 52,
    min_nights: 1,
    max_nights: 3,
  },
};

const seoul: HotelSeed = {
  code: 'demo-seoul',
  locale: 'ko',
  time_zone: 'Asia/Seoul',
  currency: 'JPY',
  translations: {
    en: {
      name: 'Yadori Seoul Myeongdong',
      description: "A boutique hotel between Myeongdong's shopping streets and Namsan, with ondol floor-heated rooms and a Korean breakfast.",
      address: { post_code: '04536', full_address: '27 Myeongdong 8-gil, Jung-gu, Seoul', country: 'South Korea' },
    },
    ja: {
      name: 'ヤドリ ソウル明洞',
      description: '明洞の繁華街と南山の間に建つブティックホテル。オンドル(床暖房)の客室と韓国式の朝食をお楽しみいただけます。',
    },
    ko: {
      name: '야도리 서울 명동',
      description: '명동 쇼핑거리와 남산 사이에 자리한 부티크 호텔. 온돌 객실과 한식 조식을 즐기실 수 있습니다.',
    },
    zh_Hans: { name: 'Yadori 首尔明洞', description: '位于明洞购物街与南山之间的精品酒店，提供地暖温突客房与韩式早餐。' },
    zh_Hant: { name: 'Yadori 首爾明洞', description: '位於明洞購物街與南山之間的精品飯店，提供地暖溫突客房與韓式早餐。' },
  },
  address: { post_code: '04536', full_address: '서울특별시 중구 명동8길 27', country: '대한민국' },
  contact: { phone: '+82-2-1234-5604', email: 'myeongdong@demo.yadori.test' },
  guest_form: { kanji_name_required: false, customer_address_required: false },
  invoice_registration_number: null,
  colours: { button: '#3b5b4f', button_text: '#ffffff', header: '#1e2b26', header_text: '#ffffff' },
  available_languages: CORE,
  payment_options: ['on_site', 'credit_card'],
  kids_setting: { kids_type: 'ages', accept_type: 'optional', shared_bed_type: 'allowed', max_children_per_adult: 2, max_child_age: 12 },
  // In ages mode the guest gives each child's age; the widget sends the age range it falls in.
  kids_tiers: AGE_RANGES,
  max_guests_per_room: 6,
  multi_rooms: { enabled: false, limit: 1 },
  day_use_search_active: false,
  search_type: 'dated',
  filter_codes: ['non_smoking', 'double', 'twin', 'ondol', 'family', 'accessible', 'breakfast'],
  website_footer_html: null,
  mcp_enabled: false,
  chatbot_enabled: false,
  tax_rules: { consumption_tax_percent: 10, service_charge_percent: 10, accommodation_tax: { type: 'none', brackets: [] } },
  pricing: {
    weekend_uplift: 1.15,
    season_amplitude: 0.06,
    season_peak_doy: 280,
    peaks: [{ ...GOLDEN_WEEK, factor: 1.2 }, { from_md: '10-01', to_md: '10-09', factor: 1.2 }, { from_md: '12-24', to_md: '12-31', factor: 1.3 }],
  },
  rooms: [
    {
      code: 'standard-double',
      name: t('Standard Double', 'スタンダードダブル', '스탠다드 더블', '标准大床房', '標準大床房'),
      description: t(
        'A 20 m² room with a 160 cm double bed, a rain shower and a view of Namsan Tower.',
        '160cm幅のダブルベッドとレインシャワー、Nソウルタワーの眺めを備えた20㎡の客室。',
        '160cm 더블 침대와 레인 샤워, 남산타워 전망을 갖춘 20㎡ 객실.',
        '20㎡客房，配备160厘米双人床与雨淋花洒，可眺望南山塔。',
        '20㎡客房，配備160公分雙人床與雨淋花灑，可眺望南山塔。',
      ),
      size_sqm: 20,
      size_tatami: null,
      max_adults: 2,
      max_children: 1,
      max_occupancy: 3,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'styler'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-double'), photo('view-namsan')],
      total_rooms: 20,
      base_price: 11000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'deluxe-twin',
      name: t('Deluxe Twin', 'デラックスツイン', '디럭스 트윈', '豪华双床房', '豪華雙床房'),
      description: t(
        'A step-free 26 m² twin with a roll-in shower, grab bars, lowered beds and a visual alarm.',
        '段差のない26㎡のツイン。ロールインシャワー、手すり、低めのベッド、光で知らせる警報器付き。',
        '단차 없는 26㎡ 트윈. 롤인 샤워, 손잡이, 낮은 침대, 시각 경보기를 갖추었습니다.',
        '26㎡无台阶双床房，设无障碍淋浴、扶手、低床及闪光警报器。',
        '26㎡無階梯雙床房，設無障礙淋浴、扶手、低床及閃光警報器。',
      ),
      size_sqm: 26,
      size_tatami: null,
      max_adults: 2,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'twin',
      bed_count: 2,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'styler', 'desk'],
      accessibility: FULL_ACCESSIBILITY,
      filters: ['non_smoking', 'twin', 'accessible', 'breakfast'],
      photos: [photo('room-accessible'), photo('bath-accessible')],
      total_rooms: 12,
      base_price: 14000,
      extra_adult_ratio: 0.4,
    },
    {
      code: 'ondol',
      name: t('Ondol Room', 'オンドルルーム', '온돌방', '温突房', '溫突房'),
      description: t(
        'Sleep Korean-style on thick bedding over a warm floor: 24 m² for up to three adults.',
        '暖かな床に厚手の布団を敷いて休む韓国式の客室。大人3名様まで、24㎡。',
        '따뜻한 바닥에 두툼한 요를 깔고 자는 한국식 객실. 성인 3인까지, 24㎡.',
        '韩式地暖房，铺上厚实被褥席地而眠，24㎡，最多可住3位成人。',
        '韓式地暖房，鋪上厚實被褥席地而眠，24㎡，最多可住3位成人。',
      ),
      size_sqm: 24,
      size_tatami: null,
      max_adults: 3,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'futon',
      bed_count: 3,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'shower', 'floor_heating'],
      accessibility: [],
      filters: ['non_smoking', 'ondol', 'family', 'breakfast'],
      photos: [photo('room-ondol'), photo('view-namsan')],
      total_rooms: 4,
      base_price: 16000,
      extra_adult_ratio: 0.45,
    },
    {
      code: 'namsan-suite',
      name: t('Namsan Suite', '南山スイート', '남산 스위트', '南山套房', '南山套房'),
      description: t(
        'A 52 m² corner suite with a living room, a king bed and a full view of Namsan.',
        'リビングとキングベッドを備え、南山を一望する52㎡のコーナースイート。',
        '거실과 킹 침대를 갖추고 남산이 한눈에 보이는 52㎡ 코너 스위트.',
        '52㎡转角套房，设客厅与特大床，南山美景尽收眼底。',
        '52㎡轉角套房，設客廳與特大床，南山美景盡收眼底。',
      ),
      size_sqm: 52,
      size_tatami: null,
      max_adults: 2,
      max_children: 2,
      max_occupancy: 4,
      bed_type: 'double',
      bed_count: 1,
      smoking: false,
      wifi: 'free',
      amenities: [...BASIC, 'bathtub', 'shower', 'styler', 'sofa', 'coffee_machine'],
      accessibility: [],
      filters: ['non_smoking', 'double', 'breakfast'],
      photos: [photo('room-suite'), photo('view-namsan')],
      total_rooms: 1,
      base_price: 42000,
      extra_adult_ratio: 0.3,
    },
  ],
  plans: [...standardPlans(2800, ['on_site', 'credit_card']), smartRatePlan()],
  extras: [
    breakfastExtra(t('Korean breakfast (per person)', '韓国式朝食(お一人様)', '한식 조식(1인)', '韩式早餐(每位)', '韓式早餐(每位)'), 2800, 40),
    lateCheckout('13:00', 3000, 4),
    {
      code: 'airport-pickup',
      extra_type: 'generic',
      name: t('Incheon airport pick-up', '仁川空港お迎え', '인천공항 픽업', '仁川机场接机', '仁川機場接機'),
      description: t(
        'A private car from Incheon International Airport for up to four guests.',
        '仁川国際空港から専用車でお迎えします(4名様まで)。',
        '인천국제공항에서 전용 차량으로 모십니다(4인까지).',
        '专车从仁川国际机场接送，最多4位客人。',
        '專車從仁川國際機場接送，最多4位客人。',
      ),
      price: 9000,
      min_quantity: 1,
      max_quantity: 2,
      stock: 4,
      requires_delivery_time: true,
      question: {
        answer_type: 'text',
        text: t('Flight number', '便名', '항공편명', '航班号', '航班號碼'),
        options: [],
        required: true,
      },
    },
    dinnerExtra(
      'hanwoo-dinner',
      t('Hanwoo barbecue dinner', '韓牛焼肉ディナー', '한우 구이 디너', '韩牛烤肉晚餐', '韓牛燒肉晚餐'),
      t(
        'Korean beef grilled at the table with seasonal banchan (per person).',
        '韓牛をテーブルで焼き上げ、季節のパンチャンとともに(お一人様)。',
        '제철 반찬과 함께 테이블에서 구워 드리는 한우(1인).',
        '桌边现烤韩牛，佐以时令小菜(每位)。',
        '桌邊現烤韓牛，佐以時令小菜(每位)。',
      ),
      8000,
      9000,
      [1],
    ),
  ],
  questions: questions(hourly(14, 23), false),
  lottery: null,
};

export const HOTELS: HotelSeed[] = [tokyo, kyoto, sapporo, seoul];

// ---------------------------------------------------------------------------------------------
// Brand-level content.

export const BRAND_SETTINGS = { first_party_cookie: { status: 'none' as const, domain_name: null } };

export const LOGIN_TITLE: Tr = t('Yadori Club members', 'ヤドリクラブ会員の方', '야도리 클럽 회원', 'Yadori会员', 'Yadori會員');

export const PROGRAM = {
  code: DEMO.programCode,
  name: t('Yadori Club', 'ヤドリクラブ', '야도리 클럽', 'Yadori 会员俱乐部', 'Yadori 會員俱樂部'),
  settings: {
    update_member_profile_enabled: true,
    point_program_enabled: true,
    // Members may say which of their guests travel as their companions (the search form's rooms).
    additional_tiers_attributes: [
      { code: 'adult_companion', is_active: true, translations: t('Companions (adults)', '同伴者（大人）', '동반자(성인)', '同行者（成人）', '同行者（成人）') },
      { code: 'kid_tier_A_companion', is_active: true, translations: t('Companions (children)', '同伴者（お子様）', '동반자(어린이)', '同行者（儿童）', '同行者（兒童）') },
    ] as unknown[],
  },
};

export const RANKS = [
  {
    code: 'regular',
    name: t('Regular', 'レギュラー', '레귤러', '普通会员', '普通會員'),
    position: 1,
    discount_percent: 0,
    benefits: { point_rate_percent: 1, late_checkout_hours: 0, welcome_drink: false },
  },
  {
    code: 'silver',
    name: t('Silver', 'シルバー', '실버', '银卡会员', '銀卡會員'),
    position: 2,
    discount_percent: 5,
    benefits: { point_rate_percent: 2, late_checkout_hours: 1, welcome_drink: true },
  },
  {
    code: 'gold',
    name: t('Gold', 'ゴールド', '골드', '金卡会员', '金卡會員'),
    position: 3,
    discount_percent: 10,
    benefits: { point_rate_percent: 3, late_checkout_hours: 2, welcome_drink: true },
  },
];

export const ORGANIZATION = { code: DEMO.organizationCode, name: DEMO.organizationName, display_name: 'Demo Corporation (corporate rate)', max_stays: 100 };

export const MEMBER_PROFILE = {
  dob: '1990-04-12',
  gender: 'female',
  nationality: 'JP',
  occupation: 'designer',
  phone: '+81 90-1234-5678',
  postal_code: '104-0061',
  prefecture_or_state: 'Tokyo',
  street_address: '中央区銀座1-2-3',
  building_name_and_number: 'ヤドリハイツ 401',
  promotion_email: true,
  receipt_title: '山田 花子',
};

export const ORG_USER_PROFILE = {
  phone: '+81 3-1234-5678',
  occupation: 'office_worker',
  receipt_title: '株式会社デモコーポレーション',
};

/** Units of each currency one JPY buys (approximate, for display conversion only). */
export const CURRENCY_PER_JPY = {
  JPY: 1,
  ARS: 7.6,
  AUD: 0.0101,
  BRL: 0.036,
  CAD: 0.0091,
  CNY: 0.047,
  CZK: 0.15,
  DKK: 0.045,
  EUR: 0.0061,
  HKD: 0.051,
  INR: 0.56,
  IDR: 107,
  ILS: 0.024,
  MOP: 0.053,
  MYR: 0.029,
  MXN: 0.125,
  TWD: 0.21,
  NZD: 0.011,
  NOK: 0.068,
  PHP: 0.38,
  GBP: 0.0052,
  QAR: 0.024,
  RUB: 0.53,
  SAR: 0.0248,
  SGD: 0.0086,
  ZAR: 0.12,
  KRW: 9.1,
  LKR: 2.0,
  SEK: 0.066,
  CHF: 0.0056,
  THB: 0.22,
  AED: 0.0242,
  USD: 0.0066,
  VND: 170,
  EGP: 0.33,
  KWD: 0.002,
  BHD: 0.0025,
  OMR: 0.0025,
} satisfies Record<CurrencyCode, number>;
