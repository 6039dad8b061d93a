/**
 * Every endpoint the contracts declare (src/shared/contracts/*.ts), read with Vite's glob, keyed
 * `METHOD /path` like the access table: the security tests take what a declaration already says
 * (that a route needs no params, query or body) instead of a second copy written by hand.
 */
import { type Endpoint, isEndpoint } from '../../../src/shared/contracts/endpoint.ts';

const contracts = import.meta.glob<Record<string, unknown>>(
  ['../../../src/shared/contracts/*.ts', '!../../../src/shared/contracts/*.test.ts'],
  { eager: true },
);

export interface Declared {
  /** The contract file and the group's member, for messages. */
  where: string;
  endpoint: Endpoint;
}

export const DECLARED: Declared[] = Object.entries(contracts).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([group, value]) =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
          .map(([name, endpoint]) => ({ where: `${file.split('/').pop()} ${group}.${name}`, endpoint }))
      : [],
  ),
);

const byKey = new Map(DECLARED.map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint]));

/** The declaration of a route key (`GET /api/me`), if a contract declares it. */
export const declarationOf = (routeKey: string): Endpoint | undefined => byKey.get(routeKey);
