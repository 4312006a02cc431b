/** A tiny GraphQL-over-HTTP client for tests: JSON POST, cookies kept like a browser would. */
export class TestClient {
  cookie: string | null = null;
  lastSetCookie: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json",
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const setCookie of this.lastSetCookie) {
      const [pair] = setCookie.split(";");
      const [, value] = pair!.split("=");
      this.cookie = value ? pair! : null;
    }
    const text = await response.text();
    let body: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } | null = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  }
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $code: String) {
    agencySignIn(email: $email, code: $code) {
      __typename
      ... on AgencySignInPayload {
        codeSent
        agencyUserId
      }
      ... on ValidationError {
        message
        fieldErrors {
          path
          message
        }
      }
      ... on ApplicationError {
        message
        code
      }
    }
  }
`;

export const VIEWER = /* GraphQL */ `
  query Viewer {
    agencyUser {
      id
      name
      email
      state
      agency {
        id
        name
        subscription {
          plan
          period
          state
          numSeats
          numSeatsActive
          entitlements
          nextBillingAmount
        }
      }
    }
  }
`;
