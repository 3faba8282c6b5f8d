import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Tag, theme, Typography } from 'antd';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { contrastRatio, NON_TEXT_CONTRAST, TEXT_CONTRAST } from '@/common/contrast';
import { APP_THEME } from '../theme';

/**
 * WCAG 2.2 AA contrast of the theme (issue 29), computed from the tokens antd derives from APP_THEME:
 * a token change that drops a text colour under 4.5:1, or a focus ring or control part under 3:1,
 * on white or on the layout's background, fails here.
 */
const tokens = theme.getDesignToken(APP_THEME) as unknown as Record<string, string>;
const token = (name: string): string => {
  const value = tokens[name];
  if (typeof value !== 'string') throw new Error(`no colour token ${name}`);
  return value;
};

const BACKGROUNDS = ['colorBgContainer', 'colorBgLayout'];

/** The colours antd draws text in: links, primary, secondary/description text, placeholders, states. */
const TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextHeading',
  'colorTextLabel',
  'colorPrimary',
  'colorPrimaryText',
  'colorLink',
  'colorSuccessText',
  'colorErrorText',
  'colorWarningText',
  'colorError',
];

/** Focus rings (colorPrimaryBorder; a focused input's border is colorPrimary) and the parts of controls. */
const NON_TEXT_TOKENS = ['colorPrimaryBorder', 'colorPrimary', 'colorSuccess', 'colorError'];

/** The preset tag colours the app uses (<Tag color="...">): text in shade 7 on shade 1. */
const TAG_COLORS = ['blue', 'geekblue', 'green', 'gold', 'orange', 'red'];

/** Status tags (<Tag color="success">...): text in the status colour on its light background. */
const STATUS_TAGS: Array<[string, string]> = [
  ['colorSuccess', 'colorSuccessBg'],
  ['colorInfo', 'colorInfoBg'],
  ['colorError', 'colorErrorBg'],
  ['colorWarning', 'colorWarningBg'],
];

describe('theme contrast (WCAG 2.2 AA)', () => {
  it.each(TEXT_TOKENS.flatMap((name) => BACKGROUNDS.map((background) => [name, background])))(
    'text in %s on %s reaches 4.5:1',
    (name, background) => {
      expect(contrastRatio(token(name), token(background))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it.each(NON_TEXT_TOKENS.flatMap((name) => BACKGROUNDS.map((background) => [name, background])))(
    'focus ring / control part %s on %s reaches 3:1',
    (name, background) => {
      expect(contrastRatio(token(name), token(background))).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    },
  );

  it.each(TAG_COLORS)('a %s tag reads at 4.5:1', (color) => {
    expect(contrastRatio(token(`${color}7`), token(`${color}1`))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(STATUS_TAGS)('a status tag in %s on %s reads at 4.5:1', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(Object.entries(TECHNICAL_SIGNAL_COLORS))(
    'the %s colour of price changes and signals (%s) reads at 4.5:1 on white and the layout',
    (_signal, color) => {
      for (const background of BACKGROUNDS) {
        expect(contrastRatio(color, token(background))).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );
});

describe("antd's CSS variables", () => {
  it('carry the tag shades and text colours the ratios above were computed from', () => {
    const cache = createCache();
    renderToString(
      createElement(
        StyleProvider,
        { cache },
        createElement(
          ConfigProvider,
          { theme: APP_THEME },
          ...TAG_COLORS.map((color) => createElement(Tag, { key: color, color }, color)),
          createElement(Typography.Text, { key: 'text', type: 'secondary' }, 'x'),
        ),
      ),
    );
    const css = extractStyle(cache, true);
    const declared = (name: string): string | undefined =>
      new RegExp(`${name}:([^;}]+)`).exec(css)?.[1]?.replace(/\s/g, '').toLowerCase();
    for (const color of TAG_COLORS) {
      for (const shade of [1, 7]) {
        expect({ color, shade, value: declared(`--ant-${color}-${String(shade)}`) }).toEqual({
          color,
          shade,
          value: token(`${color}${String(shade)}`).toLowerCase(),
        });
      }
    }
    expect(declared('--ant-color-text-description')).toBe(token('colorTextDescription').replace(/\s/g, ''));
  });
});

describe('contrast ratio', () => {
  it('follows the WCAG formula: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777777')).toBeCloseTo(1, 5);
    // antd's default link blue, which issue 29 measured at 4.1:1.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
  });

  it('lays translucent colours over their background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(contrastRatio('#8c8c8c', '#fff'), 1);
  });
});
