-- A sign-up started inside a chat names the chatbot user: the confirmation links that user to the
-- new member, wherever the confirmation link is opened (a mail app, another tab), so the chat
-- opens signed in next time.
alter table member_tokens add column chatbot_user_id text;
