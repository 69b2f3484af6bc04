// @vitest-environment jsdom
// The file question on the guest-detail step: each chosen file uploads at once with its progress,
// limits are checked before anything is sent, the server's refusal shows on its file, files can be
// removed, stored files survive leaving the page, and the booking names them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  AdditionalQuestionsAnswerSchema,
  CancellationPolicyAnswerSchema,
  ExtrasAnswerSchema,
  FileAttachmentAnswerSchema,
  InitSettingsAnswerSchema,
  LIMITS,
  LoginWidgetAnswerSchema,
  PriceAnswerSchema,
  ReservationCreatedAnswerSchema,
  ReservationRequestSchema,
  RoomSearchAnswerSchema,
  errorEnvelope,
  type AdditionalQuestion,
} from '../../contract';
import GuestDetailPage from '../../src/features/booking/GuestDetailPage';
import { resetBooking } from '../../src/features/booking/booking-store';
import { appState, setSettings } from '../../src/lib/app-store';
import { setLocale } from '../../src/lib/i18n';
import { installFakeApi, ok, type FakeAnswer } from '../fixtures/fake-api';
import initFixture from '../fixtures/init-demo-tokyo.json';
import loginFixture from '../fixtures/login-widget-demo-tokyo.json';
import priceFixture from '../fixtures/price-demo-tokyo.json';
import policy1Fixture from '../fixtures/cancellation-policy-1.json';
import planFixture from '../fixtures/plan-demo-tokyo.json';
import questionsFixture from '../fixtures/questions-demo-tokyo.json';
import extrasFixture from '../fixtures/extras-demo-tokyo.json';
import createdFixture from '../fixtures/reservation-created-demo-tokyo.json';
import { enterValue } from '../fixtures/enter-value';

const init = InitSettingsAnswerSchema.parse(initFixture).data;
const login = LoginWidgetAnswerSchema.parse(loginFixture).data;
const price = PriceAnswerSchema.parse(priceFixture);
const plan = RoomSearchAnswerSchema.parse(planFixture);
const policy1 = CancellationPolicyAnswerSchema.parse(policy1Fixture);
const extras = ExtrasAnswerSchema.parse(extrasFixture);
const created = ReservationCreatedAnswerSchema.parse(createdFixture);
// The hotel's other questions; the file question is this test's own.
const base = AdditionalQuestionsAnswerSchema.parse(questionsFixture).data.filter((q) => q.question_type !== 'file_attachment');

const FILE_QUESTION: AdditionalQuestion = {
  id: 99,
  code: 'id-photo',
  question_type: 'file_attachment',
  answer_type: 'file',
  text: { en: 'Passport or ID photo', ja: 'パスポートまたは身分証明書の写真' },
  options: [],
  required: false,
  labels: ['all_users'],
  hotel_plan_codes: [],
  display_start_date: null,
  display_end_date: null,
};

const URL_OK =
  '/reservation/guest-detail?code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&adults=2&children=0&room_count=1&room_type_code=moderate-double&room_plan_code=moderate-double-room-only&hotel_plan_code=room-only';

/** An XMLHttpRequest the test drives: it says when bytes went out and what came back. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  get fileName(): string {
    return (this.body?.get('file') as File | null)?.name ?? '';
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The upload of one file, once it has gone out (the client session is fetched first). */
async function sent(name: string): Promise<FakeXhr> {
  return waitFor(() => {
    const x = FakeXhr.all.find((r) => r.fileName === name);
    if (!x) throw new Error(`no upload of ${name}`);
    return x;
  });
}

function stored(id: string, name: string, size: number) {
  return FileAttachmentAnswerSchema.parse({ data: { id, name, size, content_type: 'image/png' } });
}

const ID_A = `fa_${'a'.repeat(32)}`;

let api: ReturnType<typeof installFakeApi>;
let booked: unknown[] = [];

function setup() {
  booked = [];
  api = installFakeApi({
    'GET /hotels/demo-tokyo/rooms/price': () => ok(PriceAnswerSchema, price),
    'GET /hotels/demo-tokyo/rooms': () => ok(RoomSearchAnswerSchema, plan),
    'GET /hotels/demo-tokyo/additional_questions': () => ok(AdditionalQuestionsAnswerSchema, { data: [...base, FILE_QUESTION] }),
    'GET /hotels/demo-tokyo/extras': () => ok(ExtrasAnswerSchema, extras),
    'GET /hotels/demo-tokyo/cancellation_policies/1': () => ok(CancellationPolicyAnswerSchema, policy1),
    'POST /hotels/demo-tokyo/reservations': (req): FakeAnswer => {
      booked.push(req);
      return { status: 201, body: created };
    },
  });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

function renderPage() {
  const loc = memoryLocation({ path: URL_OK, record: true });
  render(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      <GuestDetailPage />
    </Router>,
  );
}

function png(name: string, size = 120): File {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function choose(files: File[]) {
  const input = screen.getByLabelText(/^Passport or ID photo/);
  expect(input.getAttribute('type')).toBe('file');
  fireEvent.change(input, { target: { files } });
}

const list = () => screen.getAllByTestId('attachment');

beforeEach(async () => {
  FakeXhr.all = [];
  await setLocale('en');
  sessionStorage.clear();
  localStorage.clear();
  setSettings(structuredClone(init), structuredClone(login));
  appState.hotelCode = 'demo-tokyo';
  resetBooking();
  setup();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  expect(api.unhandled).toEqual([]);
});

describe('file question', () => {
  it('uploads each file at once with its progress, refuses one over 80 MB unsent, and shows the server refusing one', async () => {
    renderPage();
    await screen.findByTestId('price-breakdown');
    expect(screen.getByText('Photos (JPEG, PNG, WebP, HEIC, GIF) or PDF: up to 30 files, 80 MB each.')).toBeTruthy();
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: LIMITS.maxFileBytes + 1 });
    choose([png('front.png'), png('notes.png'), huge]);

    await waitFor(() => expect(FakeXhr.all.map((x) => x.fileName)).toEqual(['front.png', 'notes.png']));
    const front = await sent('front.png');
    expect(front.method).toBe('POST');
    expect(front.url).toMatch(/\/file_attachments$/);
    expect(front.headers['x-client-session']).toBe('cs-component-test');
    expect(list()).toHaveLength(3);
    expect(within(list()[2]!).getByRole('alert').textContent).toBe('huge.png is larger than 80 MB and was not uploaded.');

    front.progress(60, 120);
    const bar = within(list()[0]!).getByRole('progressbar', { name: 'Uploading front.png' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('50'));
    expect(list()[0]!.textContent).toContain('Uploading… 50%');

    front.answer(201, stored(ID_A, 'front.png', 120));
    (await sent('notes.png')).answer(415, errorEnvelope('Unsupported Media Type', 1251, 'notes.png is not a photo (JPEG, PNG, WebP, GIF, HEIC) or a PDF.', 'files.0'));
    await waitFor(() => expect(list()[0]!.getAttribute('data-state')).toBe('done'));
    expect(list()[0]!.textContent).toContain('Uploaded');
    expect(within(list()[1]!).getByRole('alert').textContent).toContain('notes.png was not accepted');
    expect(screen.getByText('1 of 30 files')).toBeTruthy();

    // The refused ones go with their Remove buttons; the stored one stays.
    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    await waitFor(() => expect(list().map((li) => li.getAttribute('data-state'))).toEqual(['done']));
  });

  it('takes no more than 30 files and says how many were left out', async () => {
    renderPage();
    await screen.findByTestId('price-breakdown');
    choose(Array.from({ length: LIMITS.maxFiles + 2 }, (_, i) => png(`page-${i + 1}.png`)));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(LIMITS.maxFiles));
    expect(screen.getByText('You can attach up to 30 files: 2 more could not be added.')).toBeTruthy();
    expect(screen.getByLabelText(/^Passport or ID photo/).hasAttribute('disabled')).toBe(true);
  });

  it('keeps stored files when the page is left and opened again, and books with them', async () => {
    renderPage();
    await screen.findByTestId('price-breakdown');
    choose([png('front.png')]);
    (await sent('front.png')).answer(201, stored(ID_A, 'front.png', 120));
    await waitFor(() => expect(list()[0]!.getAttribute('data-state')).toBe('done'));

    // Away and back, even with the page's memory gone: the drafts kept for the selection bring it back.
    cleanup();
    resetBooking();
    renderPage();
    await screen.findByTestId('price-breakdown');
    await waitFor(() => expect(list().map((li) => li.textContent)).toEqual([expect.stringContaining('front.png')]));

    enterValue(screen.getByLabelText(/^Last name/), 'Smith');
    enterValue(screen.getByLabelText(/^First name/), 'Anna');
    enterValue(screen.getByLabelText(/^Email \*/), 'anna@example.com');
    enterValue(screen.getByLabelText(/^Email again/), 'anna@example.com');
    enterValue(screen.getByLabelText(/^Phone number/), '+819012345678');
    const checkin = base.find((q) => q.question_type === 'checkin')!;
    enterValue(screen.getByLabelText(new RegExp(`^${checkin.text.en}`)), checkin.options[0]!);
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    const calls = (globalThis.fetch as unknown as { mock: { calls: [unknown, RequestInit][] } }).mock.calls;
    const body = ReservationRequestSchema.parse(JSON.parse(String(calls.find(([u, i]) => String(u).endsWith('/reservations') && i.method === 'POST')![1].body)));
    expect(body.answers.find((a) => a.question_id === FILE_QUESTION.id)).toEqual({ question_id: FILE_QUESTION.id, rooms: [], attachment_ids: [ID_A] });
  });

  it('asks to wait while a file is still uploading', async () => {
    renderPage();
    await screen.findByTestId('price-breakdown');
    choose([png('front.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const summary = await screen.findByTestId('error-summary');
    expect(summary.textContent).toContain('Passport or ID photo: Please wait until your files have finished uploading.');
    (await sent('front.png')).answer(201, stored(ID_A, 'front.png', 120));
    await waitFor(() => expect(screen.getByTestId('error-summary').textContent).not.toContain('finished uploading'));
  });
});
