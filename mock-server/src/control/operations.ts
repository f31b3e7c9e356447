// The control API lists its own operations (`GET /__harness/`), so QA scripts and the harness can
// discover them; each route file describes what it mounts.
import type { Response } from 'express';
import type { z } from 'zod';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  purpose: string;
}

/** A 400 with a readable text for a body that does not match its schema. */
export const badRequest = (res: Response, error: string): void => {
  res.status(400).json({ error });
};

export const zodError = (error: z.core.$ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
