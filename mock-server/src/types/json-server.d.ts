// json-server 0.17 ships no types; this declares the part the mock server uses.
declare module 'json-server' {
  import type { Express, Request, Response, Router } from 'express';

  /** The lowdb 1.x instance behind a router (lodash chain over the state). */
  interface LowdbLike {
    getState(): unknown;
    setState(state: object): LowdbLike;
  }

  export interface JsonServerRouter extends Router {
    db: LowdbLike;
    render: (req: Request, res: Response) => void;
  }

  interface RouterOptions {
    foreignKeySuffix?: string;
  }

  const jsonServer: {
    /** `express()` with `json spaces` set to 2. */
    create(): Express;
    /** REST routes over an in-memory object (or a JSON file path). */
    router(db: object | string, options?: RouterOptions): JsonServerRouter;
  };
  export default jsonServer;
}
