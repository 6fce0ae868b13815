import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../components/ui/toaster.tsx';
import { loadNamespace } from '../lib/i18n.ts';

// The signed-in screens' texts, which the app loads with the session's chunks (app/router.tsx).
await loadNamespace('app');

afterEach(() => {
  cleanup();
  // The toaster is one store for the page; start each test with none showing.
  toaster.remove();
});
