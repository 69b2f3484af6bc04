// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import usd from '../fixtures/search-rooms-demo-tokyo-usd.json';
import { PriceTag } from '../../src/features/search/components/PriceTag';
import type { PriceObject } from '../../src/features/search/results';

afterEach(cleanup);

/** The members plan of the USD search: prices converted from JPY, a member saving in JPY. */
const members = (usd.data.rooms.flatMap((r) => r.room_plan) as unknown as { room_plan_code: string; price: PriceObject }[]).find((p) => p.room_plan_code === 'moderate-double-members')!.price;

describe('the member note beside a price', () => {
  it('names the saving in the hotel currency when prices are in it', () => {
    const yen = { ...members, mcp_currency: null, mcp: null } as unknown as PriceObject;
    render(<PriceTag price={yen} stayText="1 night" memberPrices />);
    expect(screen.getByTestId('member-note').textContent).toMatch(/Member price: you save ¥/);
  });

  it('beside converted prices, says the member price applies without a yen amount', () => {
    render(<PriceTag price={members} stayText="1 night" memberPrices />);
    expect(screen.getByTestId('price-total').textContent).toContain('$');
    expect(screen.getByTestId('member-note').textContent).toContain('Member price applied');
    expect(screen.getByTestId('member-note').textContent).not.toContain('¥');
  });
});
