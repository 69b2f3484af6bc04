// @vitest-environment jsdom
// Capacity limits said where the guest meets them: the search's guests editor stops + at the
// hotel's limits and says which room is full and why; a change of a booking beyond a room's
// capacity names the room and its limits instead of "Something went wrong".
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { InitSettingsAnswerSchema } from '../../contract';
import { ApiCallError } from '../../src/lib/api/client';
import { setLocale } from '../../src/lib/i18n';
import { GuestsEditor } from '../../src/features/search/components/GuestsEditor';
import { manageProblem } from '../../src/features/manage/manage-errors';
import tokyoInitFixture from '../fixtures/init-demo-tokyo.json';

const settings = InitSettingsAnswerSchema.parse(tokyoInitFixture).data.booking_widget_setting_attributes;

beforeAll(async () => {
  await setLocale('en');
});
afterEach(() => cleanup());

describe('the guests editor at the hotel’s limits', () => {
  it('caps + at the guests a room takes and says which room is full and why', () => {
    const max = settings.max_guests_per_room;
    render(<GuestsEditor settings={settings} rooms={[{ adults: 1, kids_tiers: {}, kids_ages: [] }, { adults: max, kids_tiers: {}, kids_ages: [] }]} onChange={() => undefined} errors={[]} idPrefix="t" />);
    expect(screen.queryByTestId('room-full-0')).toBeNull();
    expect(screen.getByTestId('room-full-1').textContent).toBe(`Room 2 is full: this hotel takes up to ${max} guests per room.`);
    const more = screen.getAllByRole('button', { name: /increase|more|\+/i }).filter((b) => b.closest('[data-testid="room-1"]'));
    expect(more.length).toBeGreaterThan(0);
    for (const b of more) expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops children at the hotel’s children per adult', () => {
    const perAdult = settings.kids_setting.max_children_per_adult;
    const tier = settings.kids_tiers[0]!;
    render(<GuestsEditor settings={settings} rooms={[{ adults: 1, kids_tiers: { [tier.code]: perAdult }, kids_ages: [] }]} onChange={() => undefined} errors={[]} idPrefix="t" />);
    expect(screen.getByTestId('room-full-0').textContent).toContain(`at most ${perAdult} children per adult`);
    for (const k of settings.kids_tiers) {
      const plus = screen.getByTestId(`tier-0-${k.code}`).querySelectorAll('button');
      expect((plus[plus.length - 1] as HTMLButtonElement).disabled).toBe(true);
    }
  });
});

describe('a change beyond a room’s capacity', () => {
  it('names the room and its limits', () => {
    const err = new ApiCallError(400, 1000, 'Bad Request', 'party_does_not_fit_room: max_adults=2 max_children=1 max_occupancy=3 (room type moderate-double)', 'rooms.0');
    const p = manageProblem(err, { roomName: (i) => (i === 0 ? 'Moderate Double' : null) });
    expect(p).toMatchObject({ kind: 'message', key: 'manage.errors.party_does_not_fit_room', params: { room: 'Moderate Double', n: 1, max: 3, adults: 2 } });
  });
});
