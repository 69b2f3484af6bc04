// A place in the page header that a page can fill (a currency selector on the results page), so
// the shell need not know the features that use it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

let target: HTMLElement | null = null;
const listeners = new Set<() => void>();

function setTarget(el: HTMLElement | null): void {
  if (el === target) return;
  target = el;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the slot's content appears (rendered once, by the shell). */
export function HeaderSlotTarget({ className }: { className?: string }) {
  return <div className={className} ref={setTarget} />;
}

/** Renders its children into the header slot, when the shell has one. */
export function InHeaderSlot({ children }: { children: ReactNode }) {
  const el = useSyncExternalStore(subscribe, () => target, () => null);
  return el ? createPortal(children, el) : null;
}
