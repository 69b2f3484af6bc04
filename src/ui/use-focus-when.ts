// Moves the focus to an element whenever a value turns up (a problem to announce, a result to
// read), or either of two (a refusal, or a price that moved): the element needs tabIndex={-1} if
// it is not focusable itself.
import { useEffect, useRef } from 'react';

export function useFocusWhen<T extends HTMLElement>(value: unknown, other?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (value || other) ref.current?.focus();
  }, [value, other]);
  return ref;
}
