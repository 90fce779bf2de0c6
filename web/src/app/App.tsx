import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { createApolloClient } from './providers/apollo-client';
import { routes } from './router/routes';

export function App() {
  const [client] = useState(createApolloClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
