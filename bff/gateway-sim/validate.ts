import { badRequest } from './sim-error.ts';

/** Small input checks of the stand-in; each refusal names the field. */

/** A request's parsed body as a record: no body, a list or text count as an empty one. */
export function bodyOf(req: { body?: unknown }): Record<string, unknown> {
  const body = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A query-string parameter as text; a missing, repeated or nested one is ''. */
export function queryText(req: { query: Record<string, unknown> }, name: string): string {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
}

export function requiredText(body: Record<string, unknown>, field: string, label = field): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${label} is required`);
  return value.trim();
}

export function optionalText(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${field} must be text`);
  return value.trim();
}

export function requiredNumber(
  body: Record<string, unknown>,
  field: string,
  {
    min,
    max,
    integer = false,
    exclusiveMin = false,
  }: { min?: number; max?: number; integer?: boolean; exclusiveMin?: boolean } = {},
): number {
  const raw = body[field];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${field} must be a number`);
  if (integer && !Number.isInteger(value)) throw badRequest(`${field} must be a whole number`);
  if (min !== undefined && (exclusiveMin ? value <= min : value < min)) {
    throw badRequest(`${field} must be ${exclusiveMin ? 'greater than' : 'at least'} ${min}`);
  }
  if (max !== undefined && value > max) throw badRequest(`${field} must be at most ${max}`);
  return value;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
