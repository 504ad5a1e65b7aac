import type { APIRequestContext } from '@playwright/test';

/** The staff account the browser suite's server is started with (see global-setup.ts). */
export const E2E_STAFF = { email: 'medewerker@lumina.test', password: 'een-lang-e2e-wachtwoord' };

/** Signs the request context in as staff (the session cookie then travels with its requests). */
export async function signInAsStaff(request: APIRequestContext): Promise<void> {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { userErrors { message } } }',
      variables: { i: E2E_STAFF },
    },
  });
  const body = await res.json();
  if (body.errors || body.data.staffSignIn.userErrors.length) throw new Error(`Staff sign-in failed: ${JSON.stringify(body)}`);
}
