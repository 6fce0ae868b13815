import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageCenter } from '../components/ui/states.tsx';
import { Spinner } from '@chakra-ui/react';
import { PublicLayout } from './layout/public-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** A route whose page is its own chunk: only what a screen needs is downloaded. */
function page(load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const loading = (
  <PageCenter>
    <Spinner size="lg" color="orange.600" aria-label="Loading" />
  </PageCenter>
);

export const router = createBrowserRouter([
  {
    hydrateFallbackElement: loading,
    children: [
      // The landing page loads neither Apollo Client nor the signed-in app.
      { element: <PublicLayout />, children: [{ path: '/', ...page(async () => (await import('../features/landing/landing-page.tsx')).LandingPage) }] },
      {
        lazy: async () => ({ Component: (await import('./session-layout.tsx')).SessionLayout }),
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                lazy: async () => ({ Component: (await import('./guards.tsx')).PublicOnly }),
                children: [
                  { path: '/login', ...page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
                  { path: '/register', ...page(async () => (await import('../features/auth/register-page.tsx')).RegisterPage) },
                ],
              },
            ],
          },
          {
            lazy: async () => ({ Component: (await import('./guards.tsx')).RequireAuth }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
                children: [
                  { path: '/dashboard', ...page(async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage) },
                  { path: '/emailVerification', ...page(async () => (await import('../features/verification/email-verification-page.tsx')).EmailVerificationPage) },
                  { path: '/userVerification', ...page(async () => (await import('../features/verification/user-verification-page.tsx')).UserVerificationPage) },
                  { path: '/products', ...page(async () => (await import('../features/products/products-page.tsx')).ProductsPage) },
                  { path: '/myProducts', ...page(async () => (await import('../features/products/my-products-page.tsx')).MyProductsPage) },
                  { path: '/productDetail', ...page(async () => (await import('../features/products/product-detail-page.tsx')).ProductDetailPage) },
                  { path: '/orders', ...page(async () => (await import('../features/orders/orders-page.tsx')).OrdersPage) },
                  { path: '/orderDetail', ...page(async () => (await import('../features/orders/order-detail-page.tsx')).OrderDetailPage) },
                  { path: '/addOrder', ...page(async () => (await import('../features/orders/add-order-page.tsx')).AddOrderPage) },
                  { path: '/editOrder', ...page(async () => (await import('../features/orders/edit-order-page.tsx')).EditOrderPage) },
                  {
                    lazy: async () => ({ Component: (await import('./guards.tsx')).RequireAdmin }),
                    children: [
                      { path: '/addProduct', ...page(async () => (await import('../features/products/product-form-page.tsx')).ProductFormPage) },
                      { path: '/editProduct', ...page(async () => (await import('../features/products/product-form-page.tsx')).ProductFormPage) },
                      { path: '/users', ...page(async () => (await import('../features/users/users-page.tsx')).UsersPage) },
                      { path: '/userDetail', ...page(async () => (await import('../features/users/user-detail-page.tsx')).UserDetailPage) },
                      { path: '/payment', ...page(async () => (await import('../features/payments/payments-page.tsx')).PaymentsPage) },
                      { path: '/paymentDetail', ...page(async () => (await import('../features/payments/payment-detail-page.tsx')).PaymentDetailPage) },
                    ],
                  },
                  {
                    lazy: async () => ({ Component: (await import('./guards.tsx')).RequireMarketer }),
                    children: [{ path: '/income', ...page(async () => (await import('../features/income/income-page.tsx')).IncomePage) }],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
