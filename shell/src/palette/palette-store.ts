/**
 * Whether the command palette is open: one small store for the whole page, so that the keyboard
 * shortcut and the top bar's button open the same palette.
 */
import { useSyncExternalStore } from 'react';

let open = false;
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
}

/** Opens the command palette, noting where the focus was so that closing can give it back. */
export function openPalette(): void {
  if (!open) returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
}

/** The element that had the focus when the palette opened (once; `null` afterwards). */
export function takeReturnFocus(): HTMLElement | null {
  const target = returnFocusTo;
  returnFocusTo = null;
  return target;
}

/** Closes the command palette. */
export function closePalette(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the command palette is open (re-renders when it opens or closes). */
export function usePaletteOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

/** Whether a key press is the palette's shortcut: Ctrl+K, or ⌘+K on a Mac. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** The shortcut as the top bar's hint shows it: '⌘K' on a Mac, else 'Ctrl K'. */
export function shortcutHint(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
