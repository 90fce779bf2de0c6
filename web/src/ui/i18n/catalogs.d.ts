// A compiled Lingui catalog, as @lingui/vite-plugin hands a .po file to an import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
