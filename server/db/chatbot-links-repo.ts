// Links between a chatbot's users and members, one per brand and chatbot user.

import type { Queryable } from './db';

/** The link of a chatbot user, if used within `days`; using it keeps it alive. */
export async function useChatbotLink(db: Queryable, brandId: number, chatbotUserId: string, days: number): Promise<{ id: number; member_id: number } | undefined> {
  const [link] = await db.query<{ id: number; member_id: number }>(
    `update chatbot_links set last_used_at = now()
      where brand_id = $1 and chatbot_user_id = $2 and last_used_at > now() - make_interval(days => $3) returning id, member_id`,
    [brandId, chatbotUserId, days],
  );
  return link;
}

/** Links a chatbot user to a member (replacing an earlier link of that user). */
export async function saveChatbotLink(db: Queryable, brandId: number, chatbotUserId: string, memberId: number, hotelId: number): Promise<void> {
  await db.query(
    `insert into chatbot_links (brand_id, chatbot_user_id, member_id, hotel_id) values ($1, $2, $3, $4)
     on conflict (brand_id, chatbot_user_id) do update set member_id = excluded.member_id, hotel_id = excluded.hotel_id, last_used_at = now()`,
    [brandId, chatbotUserId, memberId, hotelId],
  );
}

export async function deleteChatbotLink(db: Queryable, brandId: number, chatbotUserId: string, memberId: number): Promise<void> {
  await db.query('delete from chatbot_links where brand_id = $1 and chatbot_user_id = $2 and member_id = $3', [brandId, chatbotUserId, memberId]);
}

/** The chatbot user a member was last linked to in a brand. */
export async function lastChatbotUserOf(db: Queryable, brandId: number, memberId: number): Promise<string | null> {
  const [link] = await db.query<{ chatbot_user_id: string }>(
    'select chatbot_user_id from chatbot_links where brand_id = $1 and member_id = $2 order by last_used_at desc limit 1',
    [brandId, memberId],
  );
  return link?.chatbot_user_id ?? null;
}
