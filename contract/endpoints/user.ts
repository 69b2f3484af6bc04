// The signed-in member's own lists (document 2 §7.4 "/user/reservations").
import { endpoint } from '../endpoint';
import { UserReservationsAnswerSchema, UserReservationsQuerySchema } from '../member-reservations';

export const listMemberReservations = endpoint({
  id: 'listMemberReservations',
  method: 'GET',
  path: '/user/reservations',
  summary: "The signed-in member's reservations, by group (upcoming, completed, cancelled, lottery) and page",
  tag: 'Reservations',
  caller: 'member',
  query: UserReservationsQuerySchema,
  answer: UserReservationsAnswerSchema,
  errors: {},
});
