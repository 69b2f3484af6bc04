// The member screens reached through MemberPages (one chunk): the route table routes these paths
// there. Sign-in stays a page of its own: the login menu leads to it from every screen.
export const MEMBER_PAGE_PATHS = [
  '/sign-out',
  '/sign-up',
  '/sign-up-result',
  '/sign-up-done',
  '/forgot-password',
  '/change-password',
  '/member-confirmation',
  '/resend-confirmation-email',
  '/sso/custom/callback',
  '/my-account',
  '/my-account/profile',
  '/my-account/reservations',
  '/member-deleted-confirmation',
] as const;
