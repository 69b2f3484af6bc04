// Where a tab keeps the state it started LINE Login with, so only that tab may finish it.
export const LINE_LOGIN_STATE_KEY = 'yadori:line-login-state';
