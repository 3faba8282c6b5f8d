/** Page sizes of the notifications page (the API refuses others with 400). Zod-free: the screen imports it. */
export const NOTIFICATION_PAGE_SIZES = [10, 20, 50] as const;
