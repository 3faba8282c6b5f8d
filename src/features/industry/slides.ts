import { INDUSTRY_ROUTES } from '@/common/industry/industries';

/** Pure slide navigation of a presentation: slide numbers count from 1, as the URL shows them. */

/** `?slide=3` -> 3; anything that is not a positive whole number -> null. */
export function parseSlideParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,4}$/.test(text.trim())) return null;
  const number = Number(text);
  return number >= 1 ? number : null;
}

/** A slide number within 1..count (1 when there are no slides). */
export function clampSlide(slide: number, count: number): number {
  if (count < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(slide)), count);
}

/** The address of a slide: /industry/presentation/<slug>?slide=3. */
export function slideHref(slug: string, slide: number): string {
  return `${INDUSTRY_ROUTES.presentation(slug)}?slide=${String(slide)}`;
}

/** The slide a key leads to: ← and → step, Home and End jump to the ends; null for other keys. */
export function slideForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampSlide(current - 1, count);
    case 'ArrowRight':
      return clampSlide(current + 1, count);
    case 'Home':
      return 1;
    case 'End':
      return clampSlide(count, count);
    default:
      return null;
  }
}

/** True when the keys belong to what has the focus (a field, a select, a switch of the chart). */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || element.isContentEditable;
}

/** "Trang 3/8". */
export function pageText(slide: number, count: number): string {
  return `Trang ${String(slide)}/${String(count)}`;
}
