// Largest Contentful Paint of the search results page in Debian's Chromium, with the CPU slowed
// 4x and DevTools' "Fast 3G" network (562.5 ms latency, 1.6 Mbps down, 750 kbps up, each x0.9).
//
// Every run uses a fresh browser context (cold HTTP cache, no storage), a 412x823 viewport, and
// reads, from a PerformanceObserver installed before any page script runs (buffered), the last
// largest-contentful-paint entry once the results are visible and the network has gone quiet.
// "Visible" is also timed in the page: a MutationObserver notes performance.now() when the target
// first enters the DOM (a room type name of the search answer, or the h1 on the fallback page).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { median } from './stats';
import { CHROMIUM_ARGS } from '../../../playwright.config';

export { CHROMIUM_ARGS };

export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
export const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

/** What marks the page as shown: any of these texts in the body, or an element matching a selector. */
interface Target {
  texts: string[];
  selector: string | null;
}

interface BenchState {
  lcp: { startTime: number; size: number; tag: string | null; url: string }[];
  targetAt: number | null;
}
type BenchWindow = Window & { __bench?: BenchState };

export interface LcpRun {
  lcpMs: number | null;
  visibleMs: number | null;
  fcpMs: number | null;
  loadMs: number | null;
  lcpElement: string | null;
}

export interface LcpReport {
  /** The page measured: the results route, or `/` when that route does not exist yet. */
  page: string;
  url: string;
  fallback: boolean;
  /** What "results visible" means for this page. */
  visibleMeans: string;
  runs: LcpRun[];
  lcpMedianMs: number;
  visibleMedianMs: number;
  fcpMedianMs: number;
  loadMedianMs: number;
}

function installObservers(target: Target): void {
  const w = window as BenchWindow;
  const state: BenchState = { lcp: [], targetAt: null };
  w.__bench = state;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as LargestContentfulPaint[]) {
        state.lcp.push({ startTime: e.startTime, size: e.size, tag: e.element ? e.element.tagName.toLowerCase() : null, url: e.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // No LCP support: the report says null.
  }
  // No named inner functions here: this body is sent to the page as text (tsx would wrap names).
  const mo = new MutationObserver(() => {
    if (state.targetAt !== null) return;
    const text = target.selector ? '' : (document.body?.textContent ?? '');
    if (target.selector ? document.querySelector(target.selector) !== null : target.texts.some((t) => text.includes(t))) {
      state.targetAt = performance.now();
      mo.disconnect();
    }
  });
  mo.observe(document, { childList: true, subtree: true, characterData: true });
}

async function newContext(browser: Browser, target: Target): Promise<BrowserContext> {
  const ctx = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
  await ctx.addInitScript(installObservers, target);
  return ctx;
}

/** Unthrottled look at the results route: does it exist yet (or is it the app's 404 page)? */
async function probe(browser: Browser, url: string, target: Target): Promise<'results' | 'not-found' | 'unknown'> {
  const ctx = await newContext(browser, target);
  try {
    const page = await ctx.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    const outcome = await page
      .waitForFunction(
        () => {
          if ((window as BenchWindow).__bench?.targetAt != null) return 'results';
          const h1 = document.querySelector('h1');
          if (h1 && (h1.id === 'not-found-title' || /page not found/i.test(h1.textContent ?? ''))) return 'not-found';
          return false;
        },
        null,
        { timeout: 20_000 },
      )
      .then((h) => h.jsonValue() as Promise<'results' | 'not-found'>)
      .catch(() => 'unknown' as const);
    return outcome;
  } finally {
    await ctx.close();
  }
}

async function measureOnce(browser: Browser, url: string, target: Target): Promise<LcpRun> {
  const ctx = await newContext(browser, target);
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => (window as BenchWindow).__bench?.targetAt != null, null, { timeout: 60_000, polling: 100 });
    const shown = target.selector ? page.locator(target.selector) : page.getByText(target.texts[0] ?? '', { exact: false });
    await shown.first().waitFor({ state: 'visible', timeout: 30_000 });
    // Late images or fonts may still become the largest paint: wait for a quiet network.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    return await page.evaluate(() => {
      const state = (window as BenchWindow).__bench;
      const last = state?.lcp[state.lcp.length - 1];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        lcpMs: last ? last.startTime : null,
        visibleMs: state?.targetAt ?? null,
        fcpMs: fcp ? fcp.startTime : null,
        loadMs: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : null,
        lcpElement: last ? `${last.tag ?? '?'}${last.url ? ` ${last.url}` : ''} (${last.size}px²)` : null,
      };
    });
  } finally {
    await ctx.close();
  }
}

const nums = (xs: (number | null)[]) => xs.filter((x): x is number => x !== null);

export async function measureLcp(options: {
  widgetUrl: string;
  resultPath: string;
  fallbackPath: string;
  roomTypeNames: string[];
  runs: number;
  log: (line: string) => void;
}): Promise<LcpReport> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const resultsTarget: Target = { texts: options.roomTypeNames, selector: null };
    const resultUrl = `${options.widgetUrl}${options.resultPath}`;
    const seen = await probe(browser, resultUrl, resultsTarget);
    const fallback = seen !== 'results';
    const page = fallback ? options.fallbackPath : options.resultPath;
    const url = `${options.widgetUrl}${page}`;
    const target: Target = fallback ? { texts: [], selector: 'h1' } : resultsTarget;
    const visibleMeans = fallback ? 'the page h1 (hotel name) in the DOM' : 'a room type name of the search answer in the DOM';
    if (fallback) {
      options.log(
        seen === 'not-found'
          ? `  ${options.resultPath.split('?')[0]} renders the app's "Page not found": measuring ${options.fallbackPath} instead.`
          : `  ${options.resultPath.split('?')[0]} showed no search results within 20 s (unthrottled): measuring ${options.fallbackPath} instead.`,
      );
    }
    const runs: LcpRun[] = [];
    for (let i = 0; i < options.runs; i++) {
      const run = await measureOnce(browser, url, target);
      runs.push(run);
      options.log(
        `  run ${i + 1}/${options.runs}: LCP ${run.lcpMs?.toFixed(0) ?? '—'} ms, visible ${run.visibleMs?.toFixed(0) ?? '—'} ms, ` +
          `FCP ${run.fcpMs?.toFixed(0) ?? '—'} ms, load ${run.loadMs?.toFixed(0) ?? '—'} ms; LCP element: ${run.lcpElement ?? '—'}`,
      );
    }
    return {
      page: page.split('?')[0] ?? page,
      url,
      fallback,
      visibleMeans,
      runs,
      lcpMedianMs: median(nums(runs.map((r) => r.lcpMs))),
      visibleMedianMs: median(nums(runs.map((r) => r.visibleMs))),
      fcpMedianMs: median(nums(runs.map((r) => r.fcpMs))),
      loadMedianMs: median(nums(runs.map((r) => r.loadMs))),
    };
  } finally {
    await browser.close();
  }
}
