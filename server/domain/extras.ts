// Extras chosen with a booking (document 1 §3 "Extras", §5): generic ones any time, dated ones on
// a night of the stay they are sold on; quantity within min to max and the stock; priced with tax.
import type { Extra, ExtraChoice } from '../../contract';
import { DomainError } from './errors';
import { extraLine, extraUnitPrice } from '../../contract/rules/extras';

export interface PricedExtra {
  extra_id: number;
  quantity: number;
  price_without_tax: number;
  tax: number;
  price: number;
}

export function priceExtras(
  catalogue: readonly Omit<Extra, 'price_with_tax' | 'consumption_tax_percent'>[],
  choices: readonly ExtraChoice[],
  nights: readonly string[],
  consumptionTaxPercent: number,
): PricedExtra[] {
  return choices.map((c, i) => {
    const field = `extras.${i}`;
    const extra = catalogue.find((e) => e.extra_id === c.extra_id);
    if (!extra) throw new DomainError(1100, `extra ${c.extra_id} does not exist`, `${field}.extra_id`);
    if (c.quantity < extra.min_quantity || c.quantity > extra.max_quantity) {
      throw new DomainError(1102, `quantity must be from ${extra.min_quantity} to ${extra.max_quantity}`, `${field}.quantity`);
    }
    if (extra.stock !== null && c.quantity > extra.stock) throw new DomainError(1104, 'not enough left', `${field}.quantity`);
    if (extra.question?.required && !c.answer?.trim()) throw new DomainError(1000, 'is required', `${field}.answer`);
    if (extra.extra_type === 'dated') {
      const date = c.delivery_date;
      if (!date || !nights.includes(date)) throw new DomainError(1101, 'choose a night of the stay', `${field}.delivery_date`);
      if (!extra.booking_available_dates.includes(date)) throw new DomainError(1106, 'not sold on that night', `${field}.delivery_date`);
    }
    const line = extraLine(extraUnitPrice(extra, c.delivery_date), c.quantity, consumptionTaxPercent);
    if (c.total_price !== undefined && c.total_price !== line.withTax) {
      throw new DomainError(1103, `the price of this extra is now ${line.withTax}, not ${c.total_price}`, `${field}.total_price`);
    }
    return { extra_id: extra.extra_id, quantity: c.quantity, price_without_tax: line.withoutTax, tax: line.tax, price: line.withTax };
  });
}
