// Signing on without a password of ours: identities at providers linked to members (Facebook,
// OpenID Connect, a brand's own sign-in), the one-use states of single sign-on, and the brand's
// secret for its own sign-in.
import type { Queryable } from './db';

export interface ProviderIdentity {
  provider: 'facebook' | 'open_id' | 'custom';
  issuer: string;
  subject: string;
}

/** The link of an identity to a member of the brand who is not deleted. */
export async function findLinkedIdentity(db: Queryable, brandId: number, identity: ProviderIdentity): Promise<{ id: number; member_id: number } | undefined> {
  const [linked] = await db.query<{ id: number; member_id: number }>(
    `select i.id, i.member_id from member_identities i join members m on m.id = i.member_id
      where i.brand_id = $1 and i.provider = $2 and i.issuer = $3 and i.subject = $4 and m.deleted_at is null`,
    [brandId, identity.provider, identity.issuer, identity.subject],
  );
  return linked;
}

export async function touchIdentity(db: Queryable, linkId: number): Promise<void> {
  await db.query('update member_identities set last_sign_in_at = now() where id = $1', [linkId]);
}

/** Links the identity to the member, in place of any earlier link of it. */
export async function linkIdentity(db: Queryable, brandId: number, identity: ProviderIdentity, memberId: number): Promise<void> {
  await db.query('delete from member_identities where brand_id = $1 and provider = $2 and issuer = $3 and subject = $4', [brandId, identity.provider, identity.issuer, identity.subject]);
  await db.query('insert into member_identities (brand_id, provider, issuer, subject, member_id) values ($1, $2, $3, $4, $5)', [
    brandId,
    identity.provider,
    identity.issuer,
    identity.subject,
    memberId,
  ]);
}

export async function insertSsoState(db: Queryable, s: { stateHash: string; hotelId: number; redirectPath: string; nonce: string; expiresAt: Date }): Promise<void> {
  await db.query('insert into sso_states (state_hash, hotel_id, redirect_path, nonce, expires_at) values ($1, $2, $3, $4, $5)', [
    s.stateHash,
    s.hotelId,
    s.redirectPath,
    s.nonce,
    s.expiresAt.toISOString(),
  ]);
}

/** Spends a state that is unused and fresh: its hotel and nonce, for the one caller that spent it. */
export async function spendSsoState(db: Queryable, stateHash: string): Promise<{ hotel_id: number; nonce: string } | undefined> {
  const [won] = await db.query<{ hotel_id: number; nonce: string }>(
    'update sso_states set used_at = now() where state_hash = $1 and used_at is null and expires_at > now() returning hotel_id, nonce',
    [stateHash],
  );
  return won;
}

/** An unused, fresh state: its hotel's code and the path to come back to. */
export async function openSsoState(db: Queryable, stateHash: string): Promise<{ code: string; redirect_path: string } | undefined> {
  const [state] = await db.query<{ code: string; redirect_path: string }>(
    'select h.code, s.redirect_path from sso_states s join hotels h on h.id = s.hotel_id where s.state_hash = $1 and s.used_at is null and s.expires_at > now()',
    [stateHash],
  );
  return state;
}

/** The brand's setting for its own sign-in (its secret and issuer), as stored: unchecked. */
export async function customAuthSettingOf(db: Queryable, brandId: number): Promise<unknown> {
  const [row] = await db.query<{ custom_auth: unknown }>(`select settings->'custom_auth' as custom_auth from hotel_brands where id = $1`, [brandId]);
  return row?.custom_auth;
}
