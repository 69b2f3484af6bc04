// A whole-number field that behaves as a guest expects while they type:
// - a blank (or half-typed) field may stand while they type, so "3" can be cleared and "4" typed;
// - a number is taken at once, as a whole number within min..max; anything else typed ("2.5",
//   "1e3", a number beyond the bounds) shows the number taken;
// - leaving the field, or the value changing elsewhere (a button, the store), shows the value held.
// The field is controlled: after each keystroke React shows the draft, so a refused text never
// stands, even when the number taken is the one already held.
import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max' | 'type' | 'step'> {
  /** The value held; null shows an empty field. */
  value: number | null;
  min: number;
  max: number;
  /** A number typed, already whole and within min..max. */
  onValue(n: number): void;
}

/** What is being typed, and the value held when it was. */
interface Draft {
  text: string;
  over: number | null;
}

export function NumberInput({ value, min, max, onValue, onBlur, ...rest }: NumberInputProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    const n = typed.trim() === '' ? Number.NaN : Number(typed);
    if (Number.isNaN(n)) {
      setDraft({ text: typed, over: value });
      return;
    }
    const taken = Math.min(max, Math.max(min, Number.isFinite(n) ? Math.trunc(n) : n > 0 ? max : min));
    const shown = String(taken) === typed.trim() ? typed : String(taken);
    setDraft({ text: shown, over: taken });
    onValue(taken);
  };
  // A draft typed over another value than the one now held is stale: the value moved elsewhere.
  const current = draft && draft.over === value ? draft.text : null;
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      step={1}
      min={min}
      max={max}
      value={current ?? (value === null ? '' : String(value))}
      onChange={onChange}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
