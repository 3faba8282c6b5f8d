import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori from 'satori';
import { PREVIEW_IMAGE_SIZE } from '@/common/seo/pageSeo';
import type { CardNode } from './preview.cards';
import { loadPreviewFonts } from './preview.fonts';

/**
 * Card -> SVG (satori: flexbox layout and text shaping in WASM) -> PNG (resvg, a prebuilt native
 * binary). One render costs a few hundred milliseconds of CPU, so PNGs are kept by the content they
 * show: the key is a hash of the card itself, which holds every figure drawn. An import that changes
 * a price or a value changes the card, hence the key, so the cache never serves stale figures; the
 * TTL only bounds memory of cards no longer asked for. Concurrent requests for one card share a render.
 */

export const PREVIEW_CACHE_TTL_MS = 60 * 60 * 1000;

export interface RenderedPreview {
  png: Buffer;
  /** Strong validator of the card's content (ETag). */
  etag: string;
}

const rendered = new LRUCache<string, Promise<RenderedPreview>>({ max: 500, ttl: PREVIEW_CACHE_TTL_MS });

let renders = 0;

/** How many cards were actually drawn (tests check the cache through it). */
export function previewRenderCount(): number {
  return renders;
}

async function draw(card: CardNode, etag: string): Promise<RenderedPreview> {
  renders += 1;
  const fonts = await loadPreviewFonts();
  // satori's element type is React's; the plain objects have the same shape.
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...PREVIEW_IMAGE_SIZE, fonts });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  return { png, etag };
}

/** The PNG of a card, drawn once per distinct content. */
export function renderPreview(card: CardNode): Promise<RenderedPreview> {
  const key = createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 32);
  const hit = rendered.get(key);
  if (hit) return hit;
  const pending = draw(card, `"${key}"`);
  rendered.set(key, pending);
  pending.catch(() => {
    if (rendered.get(key) === pending) rendered.delete(key);
  });
  return pending;
}
