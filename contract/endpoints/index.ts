// Every call of the API, for the server (which registers and checks them) and the OpenAPI document.
// The widget imports the area files it calls, never this list.
import type { Endpoint } from '../endpoint';
import * as chatbot from './chatbot';
import * as docs from './docs';
import * as hotels from './hotels';
import * as membership from './membership';
import * as offers from './offers';
import * as personCheck from './person-check';
import * as recommender from './recommender';
import * as reservations from './reservations';
import * as search from './search';
import * as sessions from './sessions';
import * as signIn from './sign-in';
import * as staff from './staff';
import * as user from './user';

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value && 'errors' in value;
}

export const ENDPOINTS: readonly Endpoint[] = [sessions, chatbot, recommender, user, search, offers, hotels, reservations, signIn, personCheck, membership, staff, docs].flatMap((area) => Object.values(area).filter(isEndpoint));
