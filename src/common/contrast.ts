/**
 * WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them
 * (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). Colours are CSS hex (#rgb, #rrggbb, #rrggbbaa)
 * or rgb()/rgba(); a translucent colour is first laid over its background, as the browser paints it.
 */

export type Rgba = readonly [red: number, green: number, blue: number, alpha: number];

/** 4.5:1 for text, 3:1 for large text, focus indicators and the parts of controls (WCAG 1.4.3, 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const NON_TEXT_CONTRAST = 3;

export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  if (value.startsWith('#')) {
    let hex = value.slice(1);
    if (hex.length === 3 || hex.length === 4) hex = hex.replace(/./g, (digit) => digit + digit);
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(hex)) throw new Error(`not a colour: ${color}`);
    const byte = (at: number): number => parseInt(hex.slice(at, at + 2), 16);
    return [byte(0), byte(2), byte(4), hex.length === 8 ? byte(6) / 255 : 1];
  }
  const match = /^rgba?\(([^)]+)\)$/.exec(value);
  const parts =
    match?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number) ?? [];
  if (parts.length < 3 || parts.some((part) => !Number.isFinite(part)))
    throw new Error(`not a colour: ${color}`);
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

/** The opaque colour a translucent one gives over an opaque background. */
export function composite(foreground: Rgba, background: Rgba): Rgba {
  const alpha = foreground[3];
  const mix = (index: 0 | 1 | 2): number => foreground[index] * alpha + background[index] * (1 - alpha);
  return [mix(0), mix(1), mix(2), 1];
}

/** WCAG relative luminance of an opaque colour (0 black .. 1 white). */
export function relativeLuminance([red, green, blue]: Rgba): number {
  const linear = (channel: number): number => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * The contrast ratio (1 .. 21) of a colour drawn on a background; the background itself is laid on
 * white when translucent (antd's pages are white underneath).
 */
export function contrastRatio(foreground: string, background: string): number {
  const base = composite(parseColor(background), [255, 255, 255, 1]);
  const front = composite(parseColor(foreground), base);
  const lighter = Math.max(relativeLuminance(front), relativeLuminance(base));
  const darker = Math.min(relativeLuminance(front), relativeLuminance(base));
  return (lighter + 0.05) / (darker + 0.05);
}
