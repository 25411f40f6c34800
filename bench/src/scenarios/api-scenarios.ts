import type { FastifyInstance } from 'fastify';

/** An API call a screen makes, measured as a signed-in user. */
export interface ApiScenario {
  name: string;
  url: (schoolId: number) => string;
  signIn: (app: FastifyInstance) => Promise<string>;
}

const DEMO_PASSWORD = 'Demo@Password1';

function signInAs(email: string) {
  return async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: email, userPassword: DEMO_PASSWORD },
    });
    const cookie = res.cookies.find((c) => c.name === 'ep_session');
    if (!cookie) throw new Error(`cannot sign in as ${email}: ${res.statusCode}`);
    return `${cookie.name}=${cookie.value}`;
  };
}

/** The calls of the screens built so far; later issues add theirs here. */
export const API_SCENARIOS: ApiScenario[] = [
  {
    name: 'GET api/schools/name (TE school selector)',
    url: () => '/api/schools/name',
    signIn: signInAs('admin@example.org'),
  },
  {
    name: 'GET api/health (with session lookup)',
    url: () => '/api/health',
    signIn: signInAs('admin@example.org'),
  },
];
