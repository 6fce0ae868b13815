/** Catalogues imported with `?lingui` are compiled by @lingui/vite-plugin into Lingui's messages. */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
