import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import '../../lib/english.ts';
import { i18n } from '../../lib/i18n.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { system } from './system.ts';
import { Toaster } from './toaster.tsx';

/**
 * Mounts the toaster once the first screen has been drawn and the page is idle: mounting it is
 * work the first screen does not need, and toasts created before that wait in the toaster's
 * store and show when it mounts.
 */
function IdleToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return mounted ? <Toaster /> : null;
}

/** Chakra's system, the interface language (lib/i18n.ts) and the one toaster, around the whole app. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {children}
        <IdleToaster />
      </ChakraProvider>
    </I18nProvider>
  );
}
