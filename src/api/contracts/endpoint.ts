// The shape every endpoint entry of the contract takes. App, mock server and tests read the same
// entries: the app for types and response parsing, the mock for parameter binding and replies,
// tests for coverage and fuzzing.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

export type BodyEncoding = 'form' | 'json-object' | 'json-array';

/**
 * - `public`: `/api/**`, `/code/**` — no token needed.
 * - `user`: `/user/**` behind the interceptor — no valid `USERTOKEN` header → not-logged-in reply.
 * - `optional`: public, but a token (when sent) personalises the reply (e.g. `isOption`).
 * - `header-read`: public, reads the token if present (logout).
 * - `exempt`: under `/user/` but excluded from the interceptor (e.g. newStockList).
 */
export type AuthMode = 'public' | 'user' | 'optional' | 'header-read' | 'exempt';

/** What the HTTP body is: the JSON envelope, bare text (`checkCode.do`) or an image (`getCode.do`). */
export type ReplyKind = 'envelope' | 'text' | 'image';

export interface EndpointDef<
  P extends z.ZodMiniObject = z.ZodMiniObject,
  D extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Full path as the backend serves it, e.g. `/api/user/login.do`. */
  readonly path: string;
  /**
   * Methods the reference accepts: most controllers take any method; a few are POST-only
   * (`@PostMapping`) and a few GET-only (`@GetMapping`, §18.19–§18.21); the other method is 405.
   */
  readonly accepts: 'any' | 'POST' | 'GET';
  /** The method the app uses (POST = form-encoded body, GET = query string). */
  readonly uses: HttpMethod;
  readonly auth: AuthMode;
  /**
   * How the request carries its parameters: `form` (default: query string or urlencoded body,
   * bound like `@RequestParam`), or a `@RequestBody` read as a JSON object / JSON array (§1, §18);
   * a missing or unparseable JSON body is Spring's HTTP 400.
   */
  readonly body?: BodyEncoding;
  /** Request parameters, typed as the app sends them (numbers as numbers). */
  readonly params: P;
  /**
   * Parameters whose absence (or an unconvertible value) Spring rejects with HTTP 400 before the
   * handler runs. Other parameters marked required in the contract are checked by the handler and
   * answered with a status-1 message.
   */
  readonly required400: readonly string[];
  /** Schema of `data` in a success reply (status 0). */
  readonly data: D;
  readonly reply: ReplyKind;
  /** Section of api-contract.md that documents it. */
  readonly section: string;
  /** `reference`: the reference backend implements it; `ours`: no public contract, shape defined here. */
  readonly origin: 'reference' | 'ours';
}

/** Identity helper that keeps the literal types of an entry. */
export const defineEndpoint = <P extends z.ZodMiniObject, D extends z.ZodMiniType>(
  def: EndpointDef<P, D>,
): EndpointDef<P, D> => def;

export type ParamsOf<E> = E extends EndpointDef<infer P, z.ZodMiniType> ? z.input<P> : never;
export type DataOf<E> = E extends EndpointDef<z.ZodMiniObject, infer D> ? z.output<D> : never;
