import { Button } from 'antd';
import { openPalette, shortcutHint } from './palette-store';

/** The top bar's button that opens the command palette, with its keyboard shortcut shown. */
export function PaletteButton() {
  const hint = shortcutHint();
  return (
    <Button onClick={openPalette} aria-keyshortcuts="Control+K Meta+K">
      Search <kbd style={{ marginInlineStart: 8, fontFamily: 'inherit', fontSize: 12, color: '#595959', border: '1px solid #d9d9d9', borderRadius: 4, padding: '0 4px' }}>{hint}</kbd>
    </Button>
  );
}
