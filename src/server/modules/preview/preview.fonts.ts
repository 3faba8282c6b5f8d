import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Be Vietnam Pro (SIL OFL, a typeface drawn for Vietnamese) from @fontsource/be-vietnam-pro. Fontsource
 * splits each weight into unicode subsets; Vietnamese text needs three of them (Latin letters, the
 * Latin Extended-A "ă đ ĩ ũ ơ ư", and the Vietnamese block of precomposed tones "ầ ệ ữ"). satori reads
 * WOFF (not WOFF2) and falls back from one family to the next per glyph, so each subset is registered
 * as a family of its own and the cards name all three. Read once per process.
 */

export const PREVIEW_FONT_FAMILY = 'BeVietnamPro-latin, BeVietnamPro-latin-ext, BeVietnamPro-vietnamese';

const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;
const WEIGHTS = [400, 700] as const;

export interface PreviewFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: 'normal';
}

/** Resolved from the app's root, so the same lookup works in the bundled server and under `next dev`. */
const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));

let loading: Promise<PreviewFont[]> | null = null;

export function loadPreviewFonts(): Promise<PreviewFont[]> {
  loading ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: `BeVietnamPro-${subset}`,
        weight,
        style: 'normal' as const,
        data: await readFile(
          fromRoot.resolve(
            `@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${String(weight)}-normal.woff`,
          ),
        ),
      })),
    ),
  ).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
