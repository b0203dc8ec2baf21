import { invalidColorMessage, isHexColor } from './hex-color';

describe('hex colours', () => {
  it('accepts #RGB and #RRGGBB in either case', () => {
    for (const ok of ['#fff', '#0A0', '#1a2b3c', '#FFFFFF']) expect(isHexColor(ok)).toBe(true);
  });
  it('rejects everything else', () => {
    for (const bad of ['fff', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', ' #fff', 'red']) expect(isHexColor(bad)).toBe(false);
  });
  it('names the bad field', () => {
    expect(invalidColorMessage('px_color_secondary')).toBe('Invalid color on field px_color_secondary');
  });
});
