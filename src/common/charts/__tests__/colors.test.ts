import { SERIES_PALETTE } from '../../constants/palette';
import { assignColors, isPaletteColor, nextUnusedColor } from '../colors';

const palette = (index: number): string => {
  const color = SERIES_PALETTE[index];
  if (!color) throw new Error(`no palette colour ${String(index)}`);
  return color;
};

describe('nextUnusedColor', () => {
  it('has 85 palette colours to pick from', () => {
    expect(SERIES_PALETTE).toHaveLength(85);
    expect(new Set(SERIES_PALETTE).size).toBe(85);
  });

  it('starts with the first colour and skips used ones (any case)', () => {
    expect(nextUnusedColor([])).toBe(palette(0));
    expect(nextUnusedColor([palette(0)])).toBe(palette(1));
    expect(nextUnusedColor([palette(0).toUpperCase(), palette(2)])).toBe(palette(1));
  });

  it('ignores colours outside the palette', () => {
    expect(nextUnusedColor(['#000000', 'red'])).toBe(palette(0));
  });

  it('wraps when all 85 are used: the least used colour, palette order', () => {
    const all = [...SERIES_PALETTE];
    expect(nextUnusedColor(all)).toBe(palette(0));
    expect(nextUnusedColor([...all, palette(0)])).toBe(palette(1));
    expect(nextUnusedColor([...all, palette(0), palette(1)])).toBe(palette(2));
    expect(nextUnusedColor([...all, ...all])).toBe(palette(0));
  });
});

describe('assignColors', () => {
  it('keeps given colours and fills the rest without repeats', () => {
    const result = assignColors([{ color: palette(1).toUpperCase() }, {}, { color: null }]);
    expect(result.map((item) => item.color)).toEqual([palette(1), palette(0), palette(2)]);
  });

  it('knows palette membership', () => {
    expect(isPaletteColor(palette(40).toUpperCase())).toBe(true);
    expect(isPaletteColor('#000001')).toBe(false);
  });
});
