import { RouterProvider } from 'react-router';
import { router } from './app/router';

/** The router is the whole app; antd and data providers wrap the routes that need them (app/AntdProviders). */
export function App() {
  return <RouterProvider router={router} />;
}
