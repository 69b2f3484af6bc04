// @vitest-environment jsdom
// The offline state of the shell: said in words in a live region that stays in the page, in the
// guest's language, and gone when the connection is back; what waits for the connection carries on.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Shell } from '../../src/app/shell/Shell';
import { appState } from '../../src/lib/app-store';
import { connectivity, nextChanceToConnect, onReconnect } from '../../src/lib/connectivity';
import { setLocale } from '../../src/lib/i18n';

function renderShell() {
  const { hook } = memoryLocation({ path: '/' });
  return render(
    <Router hook={hook}>
      <Shell>
        <label>
          Name <input defaultValue="" />
        </label>
      </Shell>
    </Router>,
  );
}

// The store tells the page of a change a moment later: each waits for it.
async function goOffline() {
  await act(async () => {
    window.dispatchEvent(new Event('offline'));
    await Promise.resolve();
  });
}

async function goOnline() {
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
  });
}

beforeAll(async () => {
  await setLocale('en');
  appState.chatbotFrame = false;
});

afterEach(async () => {
  await goOnline();
  cleanup();
  vi.useRealTimers();
  await setLocale('en');
});

describe('the offline state', () => {
  it('says so in a status region that is in the page before it is needed, and leaves what was typed', async () => {
    renderShell();
    const regions = screen.getAllByRole('status');
    expect(regions.some((r) => r.textContent === '')).toBe(true);
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    input.value = 'Anna';

    await goOffline();
    const notice = screen.getByTestId('offline-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toContain('You are offline.');
    expect(notice.textContent).toContain("can't be checked or booked");
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna');

    await goOnline();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna');
  });

  it('speaks the guest’s language', async () => {
    await act(() => setLocale('ja'));
    renderShell();
    await goOffline();
    expect(screen.getByTestId('offline-notice').textContent).toContain('オフラインです。');
    await act(() => setLocale('ar'));
    expect(screen.getByTestId('offline-notice').textContent).toContain('أنت غير متصل بالإنترنت.');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('tells those waiting when the connection is back, and lets a stalled start try again', async () => {
    const back = vi.fn();
    const stop = onReconnect(back);
    await goOffline();
    expect(connectivity.online).toBe(false);
    const chance = nextChanceToConnect(0);
    await goOnline();
    await chance;
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    await goOffline();
    await goOnline();
    expect(back).toHaveBeenCalledTimes(1);

    // Online but unreachable: tried again after a wait that grows.
    vi.useFakeTimers();
    let done = false;
    void nextChanceToConnect(1).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(true);
  });
});
