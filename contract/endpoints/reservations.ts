// Booking, reading and managing a reservation, and the files a booking's answers carry
// (document 2 §7.4, §7.6).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint';
import { HotelRefSchema } from '../common';
import { CATALOGUE } from '../catalogue';
import { BOOKING_ERRORS } from '../booking-lists';
import { RESERVATION_NUMBER_RE } from '../reservation-number';
import { FileAttachmentReadQuerySchema, FileAttachmentUploadAnswerSchema, FileAttachmentUploadRequestSchema } from '../attachments';
import {
  AdditionalQuestionsAnswerSchema,
  AdditionalQuestionsQuerySchema,
  BatchUpdateRequestSchema,
  CancellationFeeQuerySchema,
  CancellationQuoteAnswerSchema,
  CancelRequestSchema,
  GuestsRequestSchema,
  LookupAnswerSchema,
  LookupQuerySchema,
  ReceiptRequestQuerySchema,
  ReceiptStateAnswerSchema,
  ReservationAccessQuerySchema,
  ReservationAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationQuestionsAnswerSchema,
  ReservationRequestSchema,
  UpdateQuoteRequestSchema,
  UpdateReservationAnswerSchema,
  UpdateReservationQuerySchema,
  UpdateSettingsAnswerSchema,
} from '../reservations';
import { CONFLICT, FORBIDDEN, INVALID, NOT_FOUND, PAYLOAD_TOO_LARGE, RATE_LIMITED, UNAUTHORIZED } from './errors';
import { BrandIdParams, HotelIdParams } from './params';

const TAG = 'Reservations';
const FILES = 'File attachments';

/** `/hotels/{id}/reservations/{rid}`: the hotel, and the reservation by its number (or id). */
const ReservationParams = z.object({ id: HotelRefSchema, rid: z.string().check(z.regex(RESERVATION_NUMBER_RE, 'must be a reservation id or number')) });
/** `/hotel_brands/{id}/reservations/{no}`: the brand, and the reservation number. */
const LookupParams = z.extend(BrandIdParams, { no: z.string().check(z.regex(RESERVATION_NUMBER_RE, 'must be a reservation number')) });
/** `/file_attachments/{id}`: any id that is not a file's is as unknown as a missing one (404, 1252). */
const FileParams = z.object({ id: z.string() });

const reservationNotFound = {
  ...NOT_FOUND,
  description: 'No reservation matches this number and access: the same answer whether it is missing or the e-mail or token is wrong.',
} as const;

/** A price that moved since the guest saw it; the body carries the new `price` (and, for a change, the `difference`). */
const priceBecameCheaper = {
  ...CONFLICT,
  error: 'price_became_cheaper',
  field: 'expected_total_price',
  description: 'The total is lower than the one shown; the body carries the new price for the guest to confirm.',
} as const;
const priceBecameDearer = {
  ...CONFLICT,
  error: 'price_became_dearer',
  field: 'expected_total_price',
  description: 'The total is higher than the one shown; the body carries the new price for the guest to confirm.',
} as const;

/** The extras chosen (document 1 §3 "Extras"). */
const extraRefusals = {
  extraUnknown: { status: 400, code: CATALOGUE.EXTRA_ID.code, description: 'An extra chosen does not exist.' },
  extraNotOnNight: { status: 400, code: CATALOGUE.EXTRA_DEADLINE.code, description: "A dated extra's delivery date is not a night of the stay." },
  extraQuantity: { status: 400, code: CATALOGUE.EXTRA_QUANTITY.code, description: "A quantity is outside the extra's minimum and maximum." },
  extraPriceChanged: { status: 400, code: CATALOGUE.EXTRA_TOTAL_PRICE.code, description: "An extra's price is not the total_price shown." },
  extraSoldOut: { status: [400, 409], code: CATALOGUE.EXTRA_PURCHASE_LIMIT.code, description: 'Not as many of an extra are left.' },
  extraNotSold: { status: 400, code: CATALOGUE.EXTRA_NO_LONGER_SOLD.code, description: 'A dated extra is not sold on the night chosen.' },
} as const;

/** The stay and its plans (document 1 §5 "Stay and dates"). */
const stayRefusals = {
  checkinNotAccepted: { status: 400, code: CATALOGUE.CHECKIN_NOT_ACCEPTED.code, field: 'checkin_date', description: 'The check-in date is in the past.' },
  checkoutNotAccepted: {
    status: 400,
    code: CATALOGUE.CHECKOUT_NOT_ACCEPTED.code,
    field: 'checkout_date',
    description: 'The check-out is not after the check-in, the stay is too long, or a day use does not check out on its day.',
  },
  reservablePeriod: { status: 400, code: CATALOGUE.RESERVABLE_PERIOD.code, description: 'The stay is beyond the months the hotel sells ahead.' },
  planNotSold: { status: 400, code: CATALOGUE.PLAN_SETTINGS_MISMATCH.code, description: 'A plan is not sold for this stay, is for members only, or has no rate for every night.' },
  partyDoesNotFit: { status: 400, code: CATALOGUE.INVALID.code, error: BOOKING_ERRORS.partyDoesNotFit, description: "More guests than the room type takes; the text names its limits (max_adults, max_children, max_occupancy)." },
} as const;

/** A card the provider refuses or the rules do not accept (document 1 §3 "card failure"). */
const cardRefusals = {
  paymentFailed: { status: 402, code: CATALOGUE.PAYMENT_FAILED_RETRY.code, description: 'The payment failed; the booking is not made.' },
  cardUnavailable: { status: 402, code: CATALOGUE.CARD_UNAVAILABLE.code, description: 'This card cannot be used.' },
  confirmCardNumber: { status: 400, code: CATALOGUE.CONFIRM_CARD_NUMBER.code, description: 'The card number, brand or security code is not right, or the card details expired.' },
  checkExpiry: { status: [400, 402], code: CATALOGUE.CHECK_EXPIRY.code, description: 'The card expires before check-out, or its expiry is wrong.' },
  cardNotAccepted: { status: [400, 402], code: CATALOGUE.CARD_NOT_ACCEPTED.code, description: 'This brand is not accepted for this amount or currency, or the issuer refused it.' },
  threeDSecureSuspended: { status: 402, code: CATALOGUE.THREE_D_SECURE_SUSPENDED.code, description: '3-D Secure is suspended for this card.' },
  useAnotherCard: { status: 402, code: CATALOGUE.USE_ANOTHER_CARD.code, description: 'The payment failed: use another card.' },
  cardRefused: { status: 402, code: CATALOGUE.CARD_UNAVAILABLE_2.code, description: 'This card cannot be used.' },
  processingError: { status: 402, code: CATALOGUE.PROCESSING_ERROR_2.code, description: 'The card company could not process the payment.' },
  notThreeDSecureCard: { status: 402, code: CATALOGUE.CARD_NOT_3DS_COMPATIBLE.code, description: 'This card does not support 3-D Secure.' },
} as const;

/** Who may change a reservation (document 1 §6): the refusal says what to do, as its `error`. */
const actorRefusals = {
  signOutToManageGuestReservation: { ...FORBIDDEN, error: 'sign_out_to_manage_guest_reservation', description: 'A reservation made as a guest is changed signed out.' },
  signInAsTheMemberWhoBooked: { ...FORBIDDEN, error: 'sign_in_as_the_member_who_booked', description: "A member's reservation is changed by that member only." },
  signInAsCorporateUser: { ...FORBIDDEN, error: 'sign_in_as_corporate_user', description: 'A corporate reservation is changed by a user of an organization.' },
  signInToTheOrganizationThatBooked: { ...FORBIDDEN, error: 'sign_in_to_the_organization_that_booked', description: 'A corporate reservation is changed by a user of the organization it was made for.' },
  signInThroughThisHotel: { ...FORBIDDEN, error: 'sign_in_through_this_hotel', description: 'The member signed in through another hotel.' },
} as const;

/** What stops any change now (PUT …/update_settings says the same in advance). */
const originalChanged = { status: 409, code: CATALOGUE.ORIGINAL_RESERVATION_CHANGED.code, description: 'The hotel has changed this reservation: it is no longer changed online.' } as const;
const paymentInProgress = { status: 409, code: CATALOGUE.RESERVATION_UPDATE_IN_PROGRESS.code, description: 'A payment for this reservation is in progress (3-D Secure).' } as const;
const cancelled = { ...INVALID, error: 'cancelled', field: 'rid', description: 'The reservation is cancelled.' } as const;
const deadlinePassed = { ...INVALID, error: 'deadline_passed', field: 'rid', description: 'The deadline for changes online (the day before check-in, at the hotel) has passed.' } as const;
const stayIsOver = { ...INVALID, error: 'stay_is_over', field: 'rid', description: 'The stay is over: its details no longer change.' } as const;
const alreadyCancelled = { ...INVALID, field: 'rid', description: 'The reservation is already cancelled.' } as const;

export const createReservation = endpoint({
  id: 'createReservation',
  method: 'POST',
  path: '/hotels/{id}/reservations',
  summary: 'Books rooms: takes them, writes the reservation and answers it with its bypass token (an Idempotency-Key makes a retry safe)',
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  body: ReservationRequestSchema,
  answer: ReservationCreatedAnswerSchema,
  status: 201,
  errors: {
    idempotencyKeyReused: { status: 422, code: CATALOGUE.INVALID.code, field: 'Idempotency-Key', description: 'This Idempotency-Key was used for another request.' },
    idempotencyKeyInProgress: { ...CONFLICT, field: 'Idempotency-Key', description: 'The first request with this Idempotency-Key is still being processed.' },
    priceBecameCheaper,
    priceBecameDearer,
    soldOut: { status: [409, 400], code: CATALOGUE.INVALID.code, error: BOOKING_ERRORS.soldOut, field: 'rooms', description: 'A room is no longer available for these dates.' },
    couponInvalid: { status: 400, code: CATALOGUE.COUPON_INVALID.code, field: 'coupon_code', description: 'The coupon code is not valid.' },
    couponLimitReached: { status: 400, code: CATALOGUE.COUPON_LIMIT_REACHED.code, field: 'coupon_code', description: 'The coupon has reached its usage limit.' },
    promotionNotApplicable: { status: 400, code: CATALOGUE.PROMOTION_NOT_APPLICABLE.code, field: 'promo_code', description: 'The promotion code does not apply to this stay.' },
    notEnoughPoints: { status: 400, code: CATALOGUE.NOT_ENOUGH_POINTS.code, field: 'spending_point_amount', description: 'The member has fewer points than spending_point_amount.' },
    pointsRefused: { ...INVALID, field: 'spending_point_amount', description: 'Points cannot be spent at this hotel, or not so many on this booking.' },
    unauthorized: { ...UNAUTHORIZED, description: 'Points are spent by a signed-in member only.' },
    ...extraRefusals,
    ...stayRefusals,
    ...cardRefusals,
    fileNotFound: { status: 404, code: CATALOGUE.DOWNLOAD_NOT_FOUND.code, description: 'An answer names a file this client session did not upload.' },
    fileTaken: { status: 409, code: CATALOGUE.UPLOAD_UNPROCESSABLE.code, description: 'An answer names a file another reservation has taken.' },
  },
});

export const listAdditionalQuestions = endpoint({
  id: 'listAdditionalQuestions',
  method: 'GET',
  path: '/hotels/{id}/additional_questions',
  summary: 'The questions a booking of these plans and check-in is asked, for who is asking',
  tag: TAG,
  caller: 'member_optional',
  params: HotelIdParams,
  query: AdditionalQuestionsQuerySchema,
  answer: AdditionalQuestionsAnswerSchema,
  errors: {},
});

export const getReservation = endpoint({
  id: 'getReservation',
  method: 'GET',
  path: '/hotels/{id}/reservations/{rid}',
  summary: 'A reservation, for its guest (e-mail and bypass token) or the member who made it',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  answer: ReservationAnswerSchema,
  errors: { reservationNotFound },
});

export const lookupReservation = endpoint({
  id: 'lookupReservation',
  method: 'GET',
  path: '/hotel_brands/{id}/reservations/{no}',
  summary: "A reservation of the brand's hotels by its number and the guest's e-mail, with a token to manage it",
  tag: TAG,
  caller: 'client',
  params: LookupParams,
  query: LookupQuerySchema,
  answer: LookupAnswerSchema,
  errors: {
    notFound: { ...NOT_FOUND, description: 'The number or the e-mail is not right (never which of the two).' },
    tooManyAttempts: { ...RATE_LIMITED, description: 'Too many failed look-ups, or too many of this reservation: the detail says how many seconds to wait (retry_after).' },
  },
});

export const updateReservationSettings = endpoint({
  id: 'updateReservationSettings',
  method: 'PUT',
  path: '/hotels/{id}/reservations/{rid}/update_settings',
  summary: 'Whether the reservation may be changed online now, within which limits, and whether the one asking may',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  answer: UpdateSettingsAnswerSchema,
  errors: { reservationNotFound },
});

export const updateReservation = endpoint({
  id: 'updateReservation',
  method: 'PUT',
  path: '/hotels/{id}/reservations/{rid}',
  summary: 'New dates, guests, rooms or extras, re-priced; with dry_run=true only the price of the change is answered',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: UpdateReservationQuerySchema,
  // Without dry_run, expected_total_price is required (400 otherwise).
  body: UpdateQuoteRequestSchema,
  answer: UpdateReservationAnswerSchema,
  errors: {
    reservationNotFound,
    ...actorRefusals,
    beingUpdated: { status: 409, code: CATALOGUE.RESERVATION_BEING_UPDATED.code, description: 'Another change of this reservation is running: try again in about 5 minutes.' },
    originalChanged,
    paymentInProgress,
    cancelled,
    deadlinePassed,
    belowMinNights: { ...INVALID, error: 'below_min_nights', field: 'checkout_date', description: "Fewer nights than the plan's minimum." },
    cannotReduceNights: {
      ...INVALID,
      error: 'cannot_reduce_nights_paid_in_another_currency',
      field: 'checkout_date',
      description: 'Paid by card in another currency than yen: the nights may not go down.',
    },
    cannotReduceRooms: { ...INVALID, error: 'cannot_reduce_rooms_paid_in_another_currency', field: 'rooms', description: 'Paid by card in another currency than yen: the rooms may not go down.' },
    removingRoomsHasFee: { ...INVALID, error: 'removing_rooms_has_fee', field: 'rooms', description: 'Taking a room off would cost a cancellation fee: cancel it instead.' },
    priceBecameCheaper,
    priceBecameDearer,
    roomUnavailable: { ...CONFLICT, field: 'checkin_date', description: 'The room is not available for the new dates.' },
    soldOut: { ...INVALID, error: BOOKING_ERRORS.soldOut, field: 'rooms', description: 'A room is not available for the new dates.' },
    ...extraRefusals,
    ...stayRefusals,
  },
});

export const getCancellationFee = endpoint({
  id: 'getCancellationFee',
  method: 'GET',
  path: '/hotels/{id}/reservations/{rid}/cancellation_fee',
  summary: 'What cancelling the rooms named (all when none) would cost now, each by its own plan’s policy',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: CancellationFeeQuerySchema,
  answer: CancellationQuoteAnswerSchema,
  errors: {
    reservationNotFound,
    alreadyCancelled,
    roomNotActive: { ...INVALID, field: 'room_ids', description: 'room_ids names a room that is not active in this reservation.' },
  },
});

export const cancelReservation = endpoint({
  id: 'cancelReservation',
  method: 'PUT',
  path: '/hotels/{id}/reservations/{rid}/cancel',
  summary: 'Cancels some rooms or all of them, at the fee the guest was shown; points and card get back the rest',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  body: CancelRequestSchema,
  answer: ReservationAnswerSchema,
  errors: {
    reservationNotFound,
    ...actorRefusals,
    alreadyCancelled,
    originalChanged,
    detailsRequired: { ...INVALID, field: 'details', description: 'details is required when the reason is other.' },
    roomNotActive: { ...INVALID, field: 'room_ids', description: 'room_ids names a room that is not active in this reservation.' },
    sameDay: { ...INVALID, error: 'same_day', field: 'rid', description: 'Cancelling on the day of check-in is done with the hotel.' },
    checkInDayPassed: { ...INVALID, error: 'check_in_day_passed', field: 'rid', description: 'The check-in day has passed (a no-show).' },
    feeChanged: {
      ...CONFLICT,
      error: 'fee_changed',
      field: 'cancellation_fee_displayed',
      description: 'The fee is not the one shown; the body carries the new `fee` for the guest to confirm.',
    },
  },
});

export const updateReservationGuests = endpoint({
  id: 'updateReservationGuests',
  method: 'PUT',
  path: '/hotels/{id}/reservations/{rid}/guests',
  summary: "The booking guest's details and who stays in each room; nothing is re-priced",
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  body: GuestsRequestSchema,
  answer: ReservationAnswerSchema,
  errors: { reservationNotFound, ...actorRefusals, originalChanged, paymentInProgress, cancelled, stayIsOver },
});

export const getReservationQuestions = endpoint({
  id: 'getReservationQuestions',
  method: 'GET',
  path: '/hotels/{id}/reservations/{rid}/additional_questions',
  summary: 'The questions asked of this reservation and its answers, rooms also named by reservation room id',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  answer: ReservationQuestionsAnswerSchema,
  errors: { reservationNotFound },
});

export const batchUpdateReservationQuestions = endpoint({
  id: 'batchUpdateReservationQuestions',
  method: 'PUT',
  path: '/hotels/{id}/reservations/{rid}/additional_questions/batch_update',
  summary: 'Answers given or changed after booking; answers not named stay as they were',
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReservationAccessQuerySchema,
  body: BatchUpdateRequestSchema,
  answer: ReservationQuestionsAnswerSchema,
  errors: { reservationNotFound, ...actorRefusals, cancelled, stayIsOver },
});

export const getReceipt = endpoint({
  id: 'getReceipt',
  method: 'GET',
  path: '/hotels/{id}/reservations/{rid}/receipt',
  summary: "The receipt: format=json its state (what is answered here), html the page, pdf a download (every PDF, and the page with issue=true, is an issue)",
  tag: TAG,
  caller: 'member_optional',
  params: ReservationParams,
  query: ReceiptRequestQuerySchema,
  answer: ReceiptStateAnswerSchema,
  errors: {
    reservationNotFound,
    receiptNotAvailable: { ...INVALID, error: 'receipt_not_available', field: 'rid', description: 'Nothing has been paid yet: there is no receipt to issue.' },
  },
});

export const uploadFileAttachment = endpoint({
  id: 'uploadFileAttachment',
  method: 'POST',
  path: '/file_attachments',
  summary: "Files for a file question, kept for this client session until a booking takes them: the file, or the files in the order sent",
  tag: FILES,
  caller: 'client',
  body: FileAttachmentUploadRequestSchema,
  multipart: true,
  answer: FileAttachmentUploadAnswerSchema,
  status: 201,
  errors: {
    tooLarge: { ...PAYLOAD_TOO_LARGE, code: CATALOGUE.UPLOAD_UNPROCESSABLE.code, description: 'A file is larger than the limit, or more files were sent than one upload takes.' },
    notAFileWeTake: { status: 415, code: CATALOGUE.UPLOAD_UNPROCESSABLE.code, description: 'A file is not a photo (JPEG, PNG, WebP, GIF, HEIC) or a PDF, or the body is not multipart/form-data.' },
    unprocessable: { status: 422, code: CATALOGUE.UPLOAD_UNPROCESSABLE.code, description: 'A file is empty, no file was sent, or too many files are waiting for a booking.' },
  },
});

export const getFileAttachment = endpoint({
  id: 'getFileAttachment',
  method: 'GET',
  path: '/file_attachments/{id}',
  summary: "A file's bytes, as a download: for the client session that sent it, then for whoever may read the reservation that took it",
  tag: FILES,
  caller: 'member_optional',
  params: FileParams,
  query: FileAttachmentReadQuerySchema,
  answer: z.unknown(),
  answerKind: 'file',
  errors: { fileNotFound: { status: 404, code: CATALOGUE.DOWNLOAD_NOT_FOUND.code, description: 'No file of this id that the caller may read, or it is no longer stored.' } },
});
