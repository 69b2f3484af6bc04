// A results link in update mode (current_reservation with bypass_token) gives up its token the
// moment this module is evaluated (the route table imports it, so before the app starts, records
// or renders anything): the token is kept for this tab and the address keeps only the number.
import { takeUpdateModeTokenFromAddress } from '../../lib/reservation-access';

takeUpdateModeTokenFromAddress();
