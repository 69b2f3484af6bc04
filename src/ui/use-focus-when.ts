// Moves the focus to an element whenever a value turns up (a problem to announce, a result to
// read): the element needs tabIndex={-1} if it is not focusable itself.
import { useEffect, useRef } from 'react';

export function useFocusWhen<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value]);
  return ref;
}
