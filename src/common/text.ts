/**
 * Lower-case and strip Vietnamese diacritics ("Ngân hàng Đông Á" -> "ngan hang dong a"), so search
 * is accent-insensitive. đ/Đ are letters of their own in Unicode, not d plus a mark.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
