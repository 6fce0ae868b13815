import { expect } from 'vitest';

/**
 * vitest's asymmetric matchers are typed `any`, which lets anything through where a test builds
 * an expected value; these are the same matchers typed `unknown`, so typed tests stay free of `any`.
 */
export const anyString: unknown = expect.any(String);
export const anyNumber: unknown = expect.any(Number);
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const stringContaining = (text: string): unknown => expect.stringContaining(text);
export const objectContaining = (shape: Record<string, unknown>): unknown => expect.objectContaining(shape);
