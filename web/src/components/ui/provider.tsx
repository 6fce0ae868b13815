import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/** Chakra's system, the interface language (lib/i18n.ts) and the one toaster, around the whole app. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </I18nProvider>
  );
}
