import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';
import { ToasterHost } from './toaster-host.tsx';

/** Chakra's system and the one toaster, around the whole app. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToasterHost />
    </ChakraProvider>
  );
}
