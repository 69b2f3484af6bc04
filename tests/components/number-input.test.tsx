// @vitest-environment jsdom
// The whole-number field of the steppers, room counters and men/women counts: what it shows while
// a guest types, and that it never shows a number other than the one taken.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { NumberInput } from '../../src/ui/NumberInput';
import { Stepper } from '../../src/ui/Stepper';
import { enterValue } from '../fixtures/enter-value';

function Harness({ start, min, max }: { start: number | null; min: number; max: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="n">Adults</label>
      <NumberInput id="n" value={value} min={min} max={max} onValue={setValue} />
      <output data-testid="held">{value === null ? 'none' : value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Adults') as HTMLInputElement;
const held = () => screen.getByTestId('held').textContent;

afterEach(cleanup);

describe('a whole-number field', () => {
  it('may be cleared while typing, takes the number typed, and shows the value held when left', () => {
    render(<Harness start={3} min={1} max={6} />);
    enterValue(field(), '');
    expect(field().value).toBe('');
    expect(held()).toBe('3');
    enterValue(field(), '4');
    expect(field().value).toBe('4');
    expect(held()).toBe('4');
    enterValue(field(), '');
    fireEvent.blur(field());
    expect(field().value).toBe('4');
  });

  it('shows the bound it took for a number beyond it, also when that bound is already held', () => {
    render(<Harness start={6} min={1} max={6} />);
    enterValue(field(), '69');
    expect(held()).toBe('6');
    expect(field().value).toBe('6');
    enterValue(field(), '0');
    expect(held()).toBe('1');
    expect(field().value).toBe('1');
    enterValue(field(), '0');
    expect(field().value).toBe('1');
  });

  it('takes whole numbers only, and shows the number taken for anything else', () => {
    render(<Harness start={3} min={1} max={6} />);
    enterValue(field(), '2.5');
    expect(held()).toBe('2');
    expect(field().value).toBe('2');
    enterValue(field(), '1e3');
    expect(held()).toBe('6');
    expect(field().value).toBe('6');
  });

  it('shows a value changed elsewhere while the field is being typed in', () => {
    function Shared() {
      const [value, setValue] = useState(3);
      return (
        <>
          <label htmlFor="n">Adults</label>
          <NumberInput id="n" value={value} min={1} max={6} onValue={setValue} />
          <button type="button" onClick={() => setValue(5)}>
            Five
          </button>
        </>
      );
    }
    render(<Shared />);
    enterValue(field(), '');
    expect(field().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Five' }));
    expect(field().value).toBe('5');
  });

  it('shows the value held when the number typed is not taken', () => {
    render(
      <>
        <label htmlFor="n">Adults</label>
        <NumberInput id="n" value={2} min={0} max={6} onValue={() => undefined} />
      </>,
    );
    enterValue(field(), '4');
    expect(field().value).toBe('2');
  });

  it('shows nothing for no value, and a number once one is typed', () => {
    render(<Harness start={null} min={0} max={2} />);
    expect(field().value).toBe('');
    enterValue(field(), '2');
    expect(held()).toBe('2');
  });

  it('is the field of the stepper, whose buttons step within the bounds', () => {
    function StepperHarness() {
      const [value, setValue] = useState(2);
      return <Stepper label="Rooms" value={value} min={1} max={3} onChange={setValue} decreaseLabel="Fewer rooms" increaseLabel="More rooms" />;
    }
    render(<StepperHarness />);
    const rooms = screen.getByLabelText('Rooms') as HTMLInputElement;
    enterValue(rooms, '');
    expect(rooms.value).toBe('');
    fireEvent.blur(rooms);
    expect(rooms.value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'More rooms' }));
    expect(rooms.value).toBe('3');
    expect(screen.getByRole('button', { name: 'More rooms' })).toHaveProperty('disabled', true);
    enterValue(rooms, '9');
    expect(rooms.value).toBe('3');
  });
});
