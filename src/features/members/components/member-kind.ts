import type { User } from '../../../../contract';
import type { Snap } from '../visibility';

/** Members who signed up with an e-mail address and password (not through a provider) have a password to give. */
export function hasPassword(member: Snap<User>): boolean {
  return !member.social && (member.provider === null || member.provider === 'other');
}
