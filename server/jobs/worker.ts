// Timed and retried work, run by every API process: delivering the mail outbox (with retries and a
// growing wait while the mail server fails) and cancelling bookings left in 3-D Secure past their
// deadline. Rows are claimed in the database, so any number of processes can run it side by side
// and a restart loses nothing.
import type { Db } from '../db/db';
import { claimDueMail, markMailFailed, markMailSent } from '../db/outbox-repo';
import { configuredTransport, FROM, type MailTransport } from '../mail/mailer';
import { expirePendingChallenges } from '../payments/challenges';

/** After this many attempts a mail is given up (about a day of trying). */
export const MAX_MAIL_ATTEMPTS = 30;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a claimed mail is left to the worker sending it before another may try. */
const CLAIM_SECONDS = 300;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** What a failure says, short, and without any credentials a server address may carry. */
export function describeFailure(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(err);
  const parts = [typeof e?.code === 'string' ? e.code : null, typeof e?.responseCode === 'number' ? String(e.responseCode) : null, message];
  return parts
    .filter(Boolean)
    .join(' ')
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .slice(0, 500);
}

export interface DeliveryOptions {
  transport?: MailTransport;
  now?: Date;
  /** Mails per round. */
  limit?: number;
  onFailure?: (facts: { id: number; attempts: number; problem: string; givenUp: boolean }) => void;
}

/** Delivers the mails due now, one round; answers how many went and how many failed. */
export async function deliverDueMail(db: Db, options: DeliveryOptions = {}): Promise<{ sent: number; failed: number }> {
  const transport = options.transport ?? configuredTransport();
  const now = options.now ?? new Date();
  const claimed = await db.transaction((tx) => claimDueMail(tx, now, options.limit ?? 20, CLAIM_SECONDS));
  let sent = 0;
  let failed = 0;
  for (const mail of claimed) {
    try {
      await transport.send({ from: FROM, to: mail.to_address, subject: mail.subject, html: mail.html, text: mail.text_body });
      await markMailSent(db, mail.id);
      sent++;
    } catch (err) {
      const problem = describeFailure(err);
      const givenUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
      await markMailFailed(db, mail.id, problem, givenUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts)));
      options.onFailure?.({ id: mail.id, attempts: mail.attempts, problem, givenUp });
      failed++;
    }
  }
  return { sent, failed };
}

export interface JobsLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Jobs {
  /** Runs every job once now (after the round under way, if any). */
  runNow(): Promise<void>;
  /** No further rounds; resolves once the one under way has finished. */
  stop(): Promise<void>;
}

export interface JobsOptions {
  db: Db;
  log: JobsLog;
  transport?: MailTransport;
  /** Between rounds of mail delivery. */
  mailEveryMs?: number;
  /** Between sweeps of 3-D Secure deadlines. */
  challengesEveryMs?: number;
}

/** Starts the worker; stop it before the database is closed. */
export function startJobs(options: JobsOptions): Jobs {
  const { db, log } = options;
  const mailEvery = options.mailEveryMs ?? 5_000;
  const challengesEvery = options.challengesEveryMs ?? 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastSweep = 0;

  const round = async () => {
    try {
      // A full round of mail: many due mails go out without waiting for the next tick.
      for (let i = 0; i < 10 && !stopped; i++) {
        const { sent, failed } = await deliverDueMail(db, {
          ...(options.transport ? { transport: options.transport } : {}),
          onFailure: (f) => log.warn({ mail: f.id, attempts: f.attempts, problem: f.problem, given_up: f.givenUp }, f.givenUp ? 'mail given up' : 'mail not delivered; will retry'),
        });
        if (sent + failed === 0 || failed > 0) break;
      }
    } catch (err) {
      log.error({ err }, 'mail delivery round failed');
    }
    if (!stopped && Date.now() - lastSweep >= challengesEvery) {
      lastSweep = Date.now();
      // Bookings left in 3-D Secure for 15 minutes are cancelled and their rooms released.
      await expirePendingChallenges(db).catch((err: unknown) => log.error({ err }, 'expiring 3-D Secure challenges failed'));
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = round().finally(schedule);
    }, mailEvery);
  };

  running = round().finally(schedule);

  return {
    runNow() {
      running = running.then(round);
      return running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running.catch(() => undefined);
    },
  };
}
