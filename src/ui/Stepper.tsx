// A labelled number field with − and + buttons: typing, arrow keys and the buttons all work, and
// the buttons say what they change.
import { useId } from 'react';
import { NumberInput } from './NumberInput';
import './controls.css';

export interface StepperProps {
  label: string;
  /** A second line under the label (an age range, say). */
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  decreaseLabel: string;
  increaseLabel: string;
  /** id of an element describing an error on this field. */
  errorId?: string;
  testId?: string;
}

export function Stepper({ label, hint, value, min, max, onChange, decreaseLabel, increaseLabel, errorId, testId }: StepperProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const set = (v: number) => onChange(Math.min(max, Math.max(min, v)));
  return (
    <div className="y-stepper" data-testid={testId}>
      <div className="y-stepper__label">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <span id={hintId} className="y-stepper__hint">
            {hint}
          </span>
        )}
      </div>
      <div className="y-stepper__controls">
        <button type="button" className="y-stepper__btn" aria-label={decreaseLabel} disabled={value <= min} onClick={() => set(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <NumberInput
          id={id}
          className="y-stepper__input"
          min={min}
          max={max}
          value={value}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={errorId ? true : undefined}
          onValue={onChange}
        />
        <button type="button" className="y-stepper__btn" aria-label={increaseLabel} disabled={value >= max} onClick={() => set(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
