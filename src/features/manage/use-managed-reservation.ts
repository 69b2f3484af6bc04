// The reservation a manage screen works on, read with the access this tab holds for it (or the
// member's session). A page without a usable access asks the guest to look the reservation up.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Reservation } from '../../../contract';
import { ApiCallError } from '../../lib/api/client';
import { appState } from '../../lib/app-store';
import { takeAccessFromAddress, type ReservationAccess } from '../../lib/reservation-access';
import { fetchManagedReservation } from './manage-api';

export type ManagedLoad =
  | { status: 'loading' }
  /** No access opens it (none held, or it expired): look it up again. */
  | { status: 'lost' }
  | { status: 'error'; key: string }
  | { status: 'ready'; reservation: Reservation };

import { RESERVATION_NUMBER_RE } from '../../../contract/reservation-number';

export { RESERVATION_NUMBER_RE };

export function useManagedReservation(number: string): {
  load: ManagedLoad;
  access: ReservationAccess | null;
  hotelCode: string | null;
  reload: () => void;
  replace: (reservation: Reservation) => void;
} {
  const { hotelCode, user } = useSnapshot(appState);
  const [access] = useState(() => (RESERVATION_NUMBER_RE.test(number) ? takeAccessFromAddress(number) : null));
  const [load, setLoad] = useState<ManagedLoad>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  // Who is signed in, not their details, decides whether it is read again.
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!hotelCode || !RESERVATION_NUMBER_RE.test(number)) {
      setLoad({ status: 'lost' });
      return;
    }
    // Without a token only the member who booked can read it.
    if (!access && userId === null) {
      setLoad({ status: 'lost' });
      return;
    }
    let live = true;
    fetchManagedReservation(hotelCode, number, access).then(
      (answer) => live && setLoad({ status: 'ready', reservation: answer.data }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiCallError && err.status === 404) setLoad({ status: 'lost' });
        else setLoad({ status: 'error', key: err instanceof ApiCallError && err.isNetwork ? 'errors.network' : 'errors.generic' });
      },
    );
    return () => {
      live = false;
    };
  }, [hotelCode, number, access, version, userId]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((reservation: Reservation) => setLoad({ status: 'ready', reservation }), []);
  return { load, access, hotelCode, reload, replace };
}
