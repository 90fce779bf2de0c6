// With the SPEC §2 route table's every route (and each opens without a console error).
export const SIGNED_OUT_ROUTES = [
  '/', '/home', '/login', '/register', '/resetemail', '/resetpassword/not-a-real-hash', '/activate/not-a-real-hash', '/not-me/not-a-real-hash',
  '/plans', '/goals', '/habits', '/list', '/list?entity=goal', '/list?entity=habit', '/list?entity=locale',
  '/instructions', '/script', '/not-found', '/no-such-page',
];

export const SIGNED_IN_ROUTES = [
  '/', '/workspace', '/goals', '/habits', '/focus', '/progress', '/profile', '/plans', '/list?entity=goal',
  '/list?entity=locale', '/instructions', '/script', '/cancel', '/not-found',
];
