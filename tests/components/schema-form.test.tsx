// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import * as z from 'zod/mini';
import { useSchemaForm } from '../../src/lib/schema-form';
import { enterValue } from '../fixtures/enter-value';

const schema = z.object({ name: z.string().check(z.minLength(1, 'required')) });
type Values = { name: string };

function Form({ onValid }: { onValid: (v: Values) => void }) {
  const form = useSchemaForm<Values>(schema, { name: 'Hanako' });
  const [shown, setShown] = useState(true);
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      {shown && (
        <label>
          Name
          <input {...form.register('name')} />
        </label>
      )}
      {form.errors.name && <p role="alert">{form.errors.name}</p>}
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      <button type="submit">send</button>
    </form>
  );
}

afterEach(cleanup);

describe('useSchemaForm', () => {
  it('fills the default once, and a field taken off the page and shown again keeps what was typed', async () => {
    const sent: Values[] = [];
    render(<Form onValid={(v) => void sent.push(v)} />);
    const field = () => screen.getByLabelText('Name') as HTMLInputElement;
    expect(field().value).toBe('Hanako');
    enterValue(field(), 'Taro');
    await act(async () => screen.getByText('toggle').click());
    expect(screen.queryByLabelText('Name')).toBeNull();
    await act(async () => screen.getByText('toggle').click());
    expect(field().value).toBe('Taro');
    await act(async () => fireEvent.submit(screen.getByText('send').closest('form')!));
    expect(sent).toEqual([{ name: 'Taro' }]);
  });

  it('refuses a submit with the schema’s words and moves focus to the field, then checks it again when left', async () => {
    const sent: Values[] = [];
    render(<Form onValid={(v) => void sent.push(v)} />);
    const field = screen.getByLabelText('Name') as HTMLInputElement;
    enterValue(field, '');
    await act(async () => fireEvent.submit(field.closest('form')!));
    expect(sent).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('required');
    expect(document.activeElement).toBe(field);
    enterValue(field, 'Jiro');
    await act(async () => fireEvent.blur(field));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
