-- A hotel's chatbot signs who its user is: the secret of its assertions (HS256), never sent to a
-- browser. Without one, the hotel's chatbot sessions and links are refused.
alter table hotels add column chatbot_secret text;
