import { GatewayClient } from './gateway-client.ts';
import { GatewayHttp } from './http.ts';

/**
 * A gateway token for an account, signed in once through a connection of its own: the service
 * token the BFF takes from the stand-in it runs itself (index.ts), as the tests do from theirs.
 */
export async function signInOnce(baseUrl: string, timeoutMs: number, email: string, password: string): Promise<string> {
  const http = new GatewayHttp({ baseUrl, connectTimeoutMs: timeoutMs, timeoutMs, maxConnections: 1 });
  try {
    return (await new GatewayClient(http, undefined).login(email, password)).token;
  } finally {
    await http.close();
  }
}
