import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Our look on top of Chakra's: fonts and page colours. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '#root': { minHeight: '100dvh' },
    // The page behind an open modal dialog (the public phone menu) stays put.
    'html:has(dialog:modal)': { overflow: 'hidden' },
    // The landing page's section links scroll smoothly, unless the visitor asks for less motion.
    'html:has([data-landing])': { _motionSafe: { scrollBehavior: 'smooth' } },
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

export const system = createSystem(defaultConfig, brand);

