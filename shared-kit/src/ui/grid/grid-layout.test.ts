import { MIN_GRID_BODY_HEIGHT, availableBodyHeight, fitColumnWidths, nextRowIndex } from './grid-layout';

describe('grid body height that fills the window', () => {
  it('is the window below the body top, less the gap under it', () => {
    // 1080 px window, body starting 260 px down, 24 px kept below: 796 px.
    expect(availableBodyHeight({ viewportHeight: 1080, bodyTop: 260 })).toBe(796);
    expect(availableBodyHeight({ viewportHeight: 1080, bodyTop: 260, below: 0 })).toBe(820);
    expect(availableBodyHeight({ viewportHeight: 900.6, bodyTop: 200.2, below: 24 })).toBe(676);
  });
  it('never goes under 300 px', () => {
    expect(MIN_GRID_BODY_HEIGHT).toBe(300);
    expect(availableBodyHeight({ viewportHeight: 500, bodyTop: 400 })).toBe(300);
  });
});

describe('column widths that fit the grid', () => {
  it('widens columns narrower than the grid in proportion, filling it to the pixel', () => {
    expect(fitColumnWidths([200, 300], 1000)).toEqual([400, 600]);
    // 1000 - 48 selection = 952 over 3 x 100: 317.33 each, the last takes the rounding.
    expect(fitColumnWidths([100, 100, 100], 1000, 48)).toEqual([317, 317, 318]);
  });
  it('shrinks columns a little wider than the grid so that it does not scroll sideways', () => {
    // The clients grid at 1920 px: 1720 px of columns in 1632 px of content.
    const clients = [200, 220, 190, 170, 180, 140, 150, 130, 120, 110, 110];
    const fitted = fitColumnWidths(clients, 1632);
    expect(fitted.reduce((a, b) => a + b, 0)).toBe(1632);
    // 88 px less out of the 430 px the columns may give (25 % of 1720): each gives 88/430 of its quarter.
    expect(fitted[0]).toBe(Math.floor(150 + 50 * (1 - 88 / 430)));
    expect(fitColumnWidths([200, 200, 200], 500, 20)).toEqual([160, 160, 160]);
  });
  it('keeps narrow columns at 80 px at least', () => {
    expect(fitColumnWidths([90, 400], 380)).toEqual([80, 300]);
  });
  it('keeps the declared widths when the columns cannot fit (the grid scrolls) or the width is unknown', () => {
    expect(fitColumnWidths([400, 400], 500)).toEqual([400, 400]);
    expect(fitColumnWidths([150, 360], 0)).toEqual([150, 360]);
    expect(fitColumnWidths([150, 360, 200, 100], 1000, 190)).toEqual([150, 360, 200, 100]);
  });
});

describe('keyboard focus among rows', () => {
  it('moves one row with the arrows, to the ends with Home and End, a screen with Page keys', () => {
    expect(nextRowIndex('ArrowDown', 4, 10, 8)).toBe(5);
    expect(nextRowIndex('ArrowUp', 4, 10, 8)).toBe(3);
    expect(nextRowIndex('Home', 4, 10, 8)).toBe(0);
    expect(nextRowIndex('End', 4, 10, 8)).toBe(9);
    expect(nextRowIndex('PageDown', 4, 10, 8)).toBe(9);
    expect(nextRowIndex('PageDown', 0, 20, 8)).toBe(8);
    expect(nextRowIndex('PageUp', 4, 10, 8)).toBe(0);
  });
  it('stays within the rows and ignores other keys', () => {
    expect(nextRowIndex('ArrowDown', 9, 10, 8)).toBe(9);
    expect(nextRowIndex('ArrowUp', 0, 10, 8)).toBe(0);
    expect(nextRowIndex('ArrowDown', 0, 0, 8)).toBeUndefined();
    expect(nextRowIndex('Enter', 0, 10, 8)).toBeUndefined();
    expect(nextRowIndex('toString', 0, 10, 8)).toBeUndefined();
  });
});
