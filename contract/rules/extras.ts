// An extra's price with tax (document 1 §3 "Extras"): the unit price (a dated extra may cost more
// or less on a given night) times the quantity, then the hotel's consumption tax on that line,
// rounded down to the minor unit. The results screen, the guest detail screen and the booking all
// price an extra this way.

/** Consumption tax on an amount in minor units, rounded down. */
export const taxOn = (amount: number, percent: number): number => Math.floor((amount * percent) / 100);

interface Priced {
  readonly extra_type: 'generic' | 'dated';
  readonly price: number;
  readonly prices: readonly { readonly date: string; readonly price: number }[];
}

/** The unit price without tax; for a dated extra, on the night it is delivered. */
export function extraUnitPrice(extra: Priced, deliveryDate?: string | null): number {
  if (extra.extra_type !== 'dated' || !deliveryDate) return extra.price;
  return extra.prices.find((p) => p.date === deliveryDate)?.price ?? extra.price;
}

export interface ExtraLine {
  withoutTax: number;
  tax: number;
  withTax: number;
}

/** A line of `quantity` at `unit`, with the hotel's consumption tax. */
export function extraLine(unit: number, quantity: number, taxPercent: number): ExtraLine {
  const withoutTax = unit * quantity;
  const tax = taxOn(withoutTax, taxPercent);
  return { withoutTax, tax, withTax: withoutTax + tax };
}
