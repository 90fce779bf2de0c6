import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';

/** Toasts: top-right, closing after 5 s (SPEC §9), below the top bar so they never cover its theme picker or Logout. */
const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;
const TOAST_CLASSES = { containerAnchorOriginTopRight: 'toast-stack--below-navbar' };
const TOAST_AUTO_HIDE_MS = 5000;

interface AppProvidersProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything a screen may rely on: data, theme, toasts and drag and drop. The router sits inside. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <SnackbarProvider anchorOrigin={TOAST_ANCHOR} classes={TOAST_CLASSES} autoHideDuration={TOAST_AUTO_HIDE_MS} maxSnack={3}>
          <DndProvider backend={HTML5Backend}>{children}</DndProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
