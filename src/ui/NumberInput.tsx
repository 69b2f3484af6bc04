// A whole-number field that behaves as a guest expects while they type:
// - a blank (or half-typed) field may stand while they type, so "3" can be cleared and "4" typed;
// - a number is taken at once, within min..max; a number beyond them shows the bound taken;
// - leaving the field shows the value held again.
// What is shown is written back to the field when it differs from what was typed: a value the
// state already holds re-renders nothing, and the field would go on showing the refused number.
import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type' | 'step'> {
  /** The value held; null shows an empty field. */
  value: number | null;
  min: number;
  max: number;
  /** A number typed, already within min..max. */
  onValue(n: number): void;
}

export function NumberInput({ value, min, max, onValue, onBlur, ...rest }: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const field = e.currentTarget;
    const typed = field.value;
    const n = Number.parseInt(typed, 10);
    if (!Number.isFinite(n)) {
      setDraft(typed);
      return;
    }
    const taken = Math.min(max, Math.max(min, n));
    const shown = taken === n ? typed : String(taken);
    setDraft(shown);
    if (typed !== shown) field.value = shown;
    onValue(taken);
  };
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      step={1}
      min={min}
      max={max}
      value={draft ?? (value === null ? '' : String(value))}
      onChange={onChange}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
