import { findCriterion } from '../criteria';
import { parseScreenText, resultColumns, screenText, type ScreenDefinition } from '../definition';
import { PRESET_SCREENS } from '../presets';

describe('the screen definition in text form', () => {
  it('reads ranges, sets, flags, columns and sort, and writes them back', () => {
    const screen = parseScreenText({
      c: 'PE~0~15,EXCHANGE~HOSE.HNX,NEW_HIGH_52W~1,R_ROE_Q~15~',
      cols: 'MARKET_CAP,PE',
      sort: 'PE~asc',
    });
    expect(screen).toEqual<ScreenDefinition>({
      criteria: [
        { key: 'PE', min: 0, max: 15 },
        { key: 'EXCHANGE', values: ['HOSE', 'HNX'] },
        { key: 'NEW_HIGH_52W', is: true },
        { key: 'R_ROE_Q', min: 15, max: null },
      ],
      columns: ['MARKET_CAP', 'PE'],
      sort: { key: 'PE', direction: 'asc' },
    });
    if (typeof screen === 'string') throw new Error(screen);
    expect(screenText(screen)).toEqual({
      c: 'PE~0~15,EXCHANGE~HOSE.HNX,NEW_HIGH_52W~1,R_ROE_Q~15~',
      cols: 'MARKET_CAP,PE',
      sort: 'PE~asc',
    });
    expect(resultColumns(screen)).toEqual(['PE', 'NEW_HIGH_52W', 'R_ROE_Q', 'MARKET_CAP']);
  });

  it('refuses bad input with a Vietnamese reason', () => {
    expect(parseScreenText({ c: 'FOO~1~2' })).toBe('Không có tiêu chí lọc "FOO".');
    expect(parseScreenText({ c: 'PE~20~10' })).toBe(
      'Tiêu chí P/E: ngưỡng "từ" (20) lớn hơn ngưỡng "đến" (10).',
    );
    expect(parseScreenText({ c: 'PE~1e20~' })).toMatch(/quá lớn/);
    expect(parseScreenText({ c: 'PE~abc~' })).toMatch(/không phải là số/);
    expect(parseScreenText({ c: 'PE~~' })).toMatch(/Nhập ít nhất một ngưỡng/);
    expect(parseScreenText({ c: 'EXCHANGE~NYSE' })).toMatch(/không hợp lệ cho tiêu chí Sàn niêm yết/);
    expect(parseScreenText({ c: 'NEW_HIGH_52W~2' })).toMatch(/chỉ nhận giá trị có \(1\) hoặc không \(0\)/);
    expect(parseScreenText({ c: 'PE~1~2,PE~3~4' })).toMatch(/hai lần/);
    expect(parseScreenText({ sort: 'PE~up' })).toBe('Chiều sắp xếp chỉ nhận asc hoặc desc.');
    expect(parseScreenText({ cols: 'EXCHANGE' })).toBe('Không có cột "EXCHANGE".');
  });

  it('every ready-made screen is valid and round-trips', () => {
    for (const preset of PRESET_SCREENS) {
      for (const criterion of preset.screen.criteria) expect(findCriterion(criterion.key)).toBeDefined();
      expect(parseScreenText(screenText(preset.screen))).toEqual(preset.screen);
    }
  });
});
