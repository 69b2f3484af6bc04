// The screens of managing a reservation, reached through ManagePages (one chunk).
export const MANAGE_PAGE_PATHS = [
  '/search',
  '/reservation/manage/:number',
  '/reservation/manage/:number/cancel',
  '/reservation/manage/:number/update',
  '/reservation/manage/:number/receipt',
  '/reservation/manage/:number/guests',
  '/reservation/manage/:number/questions',
  '/review-reservation/:number',
] as const;
