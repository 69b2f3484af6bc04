// @vitest-environment jsdom
// The guests editor with the member's companion tiers: one labelled stepper per active tier,
// within the room's adults or children, and fewer guests take companions with them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { InitSettingsAnswerSchema } from '../../contract';
import { GuestsEditor } from '../../src/features/search/components/GuestsEditor';
import type { DraftRoom } from '../../src/features/search/form-rules';
import tokyoInit from '../fixtures/init-demo-tokyo.json';

const tokyo = InitSettingsAnswerSchema.parse(tokyoInit).data.booking_widget_setting_attributes;
const TIERS = [
  { kind: 'adult_companion' as const, name: 'Companions (adults)' },
  { kind: 'kid_tier_A_companion' as const, name: 'Companions (children)' },
];

let latest: DraftRoom[] = [];
function Harness({ companions = TIERS }: { companions?: typeof TIERS }) {
  const [rooms, setRooms] = useState<DraftRoom[]>([{ adults: 2, kids_tiers: {}, kids_ages: [] }]);
  latest = rooms;
  return <GuestsEditor settings={tokyo} rooms={rooms} onChange={setRooms} errors={[]} idPrefix="g" companions={companions} />;
}

afterEach(cleanup);

describe('companions in the guests editor', () => {
  it('offers the adult companions within the adults, and the child companions only with children', () => {
    render(<Harness />);
    const adults = screen.getByRole('spinbutton', { name: 'Companions (adults)' });
    expect(adults).toHaveProperty('max', '2');
    expect(screen.queryByRole('spinbutton', { name: 'Companions (children)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More: Companions (adults)' }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Companions (adults)' }));
    expect(latest[0]!.adult_companion).toBe(2);
    expect(screen.getByRole('button', { name: 'More: Companions (adults)' })).toHaveProperty('disabled', true);
    // One adult fewer takes a companion with them.
    fireEvent.click(screen.getByRole('button', { name: 'Fewer: Adults' }));
    expect(latest[0]).toMatchObject({ adults: 1, adult_companion: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^More: Child A/ }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Companions (children)' }));
    expect(latest[0]).toMatchObject({ kids_tiers: { A: 1 }, kid_tier_A_companion: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Fewer: Child A/ }));
    expect(latest[0]).toMatchObject({ kids_tiers: { A: 0 }, kid_tier_A_companion: 0 });
  });

  it('offers nothing of the kind without an active tier', () => {
    render(<Harness companions={[]} />);
    expect(screen.queryByRole('spinbutton', { name: /Companions/ })).toBeNull();
  });
});
