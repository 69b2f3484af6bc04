// How many rooms of one offer go into the rooms booked together: − count +, or a typed count.
// Never below zero; never beyond the rooms searched, the rooms of the type left or the plan's stock
// (room-selection.ts). The buttons name the plan and room; each change is read out.
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { plural } from '../format';
import { shownPrice } from '../results';
import { countOf, maxCount, perRoomAmounts, type OfferFacts } from '../room-selection';
import { roomsSearched, selectionState, setSelected, stepSelected } from '../search-store';
import { NumberInput } from '../../../ui/NumberInput';
import '../../../ui/controls.css';

export function RoomCounter({ offer, planName, roomName }: { offer: OfferFacts; planName: string; roomName: string }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const sel = useSnapshot(selectionState);
  const count = countOf(sel.entries, offer);
  const searched = roomsSearched();
  const { max, reason } = maxCount(sel.entries, offer, searched);
  const atMax = count >= max;
  const context = { plan: planName, room: roomName };
  // Rooms searched for the same party cost the same: their price is worth showing per room.
  const shares = perRoomAmounts(offer.price);
  const perRoom = shares.length > 0 && shares.every((x) => Math.abs(x - shares[0]!) <= 1) ? formatMoney(shares[0]!, shownPrice(offer.price).currency, locale) : null;
  const limitText =reason === 'searched' ? plural(t, 'search.selection.limit_searched', searched, locale) : t('search.selection.limit_stock');
  return (
    <div className="ys-counter" role="group" aria-labelledby={`${id}-label`} data-testid="room-counter">
      <span className="ys-counter__label" id={`${id}-label`}>
        {t('search.selection.rooms')}
        <span className="visually-hidden">: {t('search.selection.context', context)}</span>
        {perRoom && <span className="ys-counter__each"> · {t('search.selection.per_room', { price: perRoom })}</span>}
      </span>
      <div className="y-stepper__controls">
        <button
          type="button"
          className="y-stepper__btn"
          aria-label={t('search.selection.remove_one', context)}
          aria-disabled={count === 0 || undefined}
          onClick={() => count > 0 && stepSelected(offer, -1)}
          data-testid="room-counter-minus"
        >
          <span aria-hidden="true">−</span>
        </button>
        <label className="visually-hidden" htmlFor={`${id}-count`}>
          {t('search.selection.count_label', context)}
        </label>
        <NumberInput
          id={`${id}-count`}
          className="y-stepper__input ys-counter__input"
          min={0}
          max={Math.max(max, count)}
          value={count}
          onValue={(n) => setSelected(offer, n)}
          data-testid="room-counter-value"
        />
        <button
          type="button"
          className="y-stepper__btn"
          aria-label={t('search.selection.add_one', context)}
          aria-disabled={atMax || undefined}
          aria-describedby={atMax ? `${id}-limit` : undefined}
          onClick={() => !atMax && stepSelected(offer, 1)}
          data-testid="room-counter-plus"
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={`${id}-limit`} className="visually-hidden">
        {atMax ? limitText : ''}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {plural(t, 'search.selection.count', count, locale, context)}
      </span>
    </div>
  );
}
