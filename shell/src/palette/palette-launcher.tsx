import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '../errors/error-boundary';
import { closePalette, isPaletteShortcut, openPalette, takeReturnFocus, usePaletteOpen } from './palette-store';

// The palette's own code loads when it first opens, not with the console.
const CommandPalette = lazy(() => import('./command-palette'));

/**
 * The command palette of the signed-in console (docs/navigation.md#command-palette): Ctrl+K or ⌘+K
 * anywhere opens it (the top bar's button too); it loads on first open. When it closes, focus
 * returns to where it was.
 */
export function PaletteLauncher() {
  const open = usePaletteOpen();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape also closes a palette whose code could not load (it shows nothing then).
      if (event.key === 'Escape') closePalette();
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      openPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (open) return;
    const target = takeReturnFocus();
    if (target?.isConnected) target.focus();
  }, [open]);

  // Leaving the console (logout) leaves the palette closed for the next user.
  useEffect(() => () => closePalette(), []);

  if (!open) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CommandPalette onClose={closePalette} />
      </Suspense>
    </ErrorBoundary>
  );
}
