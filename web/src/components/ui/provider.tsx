import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Toaster } from './toaster.tsx';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '#root': { minHeight: '100dvh' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

const system = createSystem(defaultConfig, config);

/** Chakra's system and the one toaster, around the whole app. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
