import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';

/** A refusal with the HTTP status and message the stand-in answers with `success:false`. */
export class SimError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function badRequest(message: string): SimError {
  return new SimError(400, message);
}

export function notFound(message: string): SimError {
  return new SimError(404, message);
}

/** Express error handler: every failure is `{ success: false, message }` with a fitting status. */
export function answerErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof SimError) {
    res.status(error.status).json({ success: false, message: error.message });
    return;
  }
  if (error instanceof multer.MulterError) {
    res.status(400).json({ success: false, message: error.field ? `${error.field}: ${error.message}` : error.message });
    return;
  }
  const status =
    typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500;
  if (status < 500) {
    const type = (error as { type?: string }).type;
    const message = type === 'entity.parse.failed' ? 'The request body is not valid JSON' : (error as Error).message;
    res.status(status).json({ success: false, message });
    return;
  }
  console.error('[gateway] unexpected error', error);
  res.status(500).json({ success: false, message: 'Internal server error' });
}
