// The person check of the sign-in forms, as a component that loads itself and its words the first
// time it shows: a sign-in screen downloads nothing of it until the booking API asks for the check.
import { lazy } from 'react';
import { loadNamespaces } from '../lib/i18n';

export const LazyPersonCheck = lazy(() => Promise.all([import('./PersonCheck'), loadNamespaces(['person_check'])]).then(([module]) => module));
