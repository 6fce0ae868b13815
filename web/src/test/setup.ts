import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/english.ts';
import { toaster } from '../components/ui/toaster.tsx';

afterEach(() => {
  cleanup();
  // The toaster is one store for the page; start each test with none showing.
  toaster.remove();
});
