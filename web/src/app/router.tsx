import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { preloadDashboard } from '../features/dashboard/dashboard-preload.ts';
import { preloadOrders } from '../features/orders/orders-view.ts';
import { preloadProducts } from '../features/products/products-preload.ts';
import { loadNamespace } from '../lib/i18n.ts';
import { PublicOnly, RequireAdmin, RequireAuth, RequireMarketer } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';
import { loadSession, SessionLayout, sessionClient } from './session-layout.tsx';

/**
 * Every route of spec §2. Declarative routes rather than a data router. The frame every address
 * of this app shares (the session, the guards, the signed-in layout) is in the app's own chunk,
 * which the shell page loads at once; each screen is a chunk of its own.
 */

/** What a screen's first render needs: its data, asked for while its code downloads. */
type RouteData = (client: ApolloClient, params: URLSearchParams) => Promise<unknown>;

interface LazyRoute<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts downloading the chunk (once). */
  preload(): Promise<unknown>;
  data?: RouteData;
}

/**
 * A route's screen in its own chunk. Once the chunk is in (preloaded), the screen renders at
 * once: going through `lazy` again would suspend for a tick, and React holds a revealed
 * Suspense boundary back for 300 ms after its fallback showed.
 */
function lazyRoute<P extends object = object>(load: () => Promise<ComponentType<P>>, data?: RouteData): LazyRoute<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Component(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload, data };
}

/** The session's frame renders once its texts (the `app` catalogue) and who is signed in are in. */
const sessionLayout = lazyRoute(async () => {
  await Promise.all([loadNamespace('app'), loadSession()]);
  return SessionLayout;
});

const notFound = lazyRoute(async () => (await import('./not-found-page.tsx')).NotFoundPage);

const landing = lazyRoute(async () => (await import('../features/landing/landing-page.tsx')).LandingPage);

const signIn = {
  '/login': lazyRoute(async () => (await import('../features/auth/login-page.tsx')).LoginPage),
  '/register': lazyRoute(async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
};

const signedIn = {
  '/dashboard': lazyRoute(async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage, preloadDashboard),
  '/emailVerification': lazyRoute(async () => (await import('../features/verification/email-verification-page.tsx')).EmailVerificationPage),
  '/userVerification': lazyRoute(async () => (await import('../features/verification/user-verification-page.tsx')).UserVerificationPage),
  '/products': lazyRoute(async () => (await import('../features/products/products-page.tsx')).ProductsPage, preloadProducts),
  '/myProducts': lazyRoute(async () => (await import('../features/products/my-products-page.tsx')).MyProductsPage),
  '/productDetail': lazyRoute(async () => (await import('../features/products/product-detail-page.tsx')).ProductDetailPage),
  '/orders': lazyRoute(async () => (await import('../features/orders/orders-page.tsx')).OrdersPage, preloadOrders),
  '/orderDetail': lazyRoute(async () => (await import('../features/orders/order-detail-page.tsx')).OrderDetailPage),
  '/addOrder': lazyRoute(async () => (await import('../features/orders/add-order-page.tsx')).AddOrderPage),
  '/editOrder': lazyRoute(async () => (await import('../features/orders/edit-order-page.tsx')).EditOrderPage),
};

const adminOnly = {
  '/addProduct': lazyRoute(async () => (await import('../features/products/product-form-page.tsx')).ProductFormPage),
  '/editProduct': lazyRoute(async () => (await import('../features/products/product-form-page.tsx')).ProductFormPage),
  '/users': lazyRoute(async () => (await import('../features/users/users-page.tsx')).UsersPage),
  '/userDetail': lazyRoute(async () => (await import('../features/users/user-detail-page.tsx')).UserDetailPage),
  '/payment': lazyRoute(async () => (await import('../features/payments/payments-page.tsx')).PaymentsPage),
  '/paymentDetail': lazyRoute(async () => (await import('../features/payments/payment-detail-page.tsx')).PaymentDetailPage),
};

const marketerOnly = {
  '/income': lazyRoute(async () => (await import('../features/income/income-page.tsx')).IncomePage),
};

const routes = (pages: Record<string, LazyRoute>) => Object.entries(pages).map(([path, { Component }]) => <Route key={path} path={path} element={<Component />} />);

/**
 * Starts downloading what an address needs (its screen, and the session's texts) all at once,
 * rather than each when the one before it renders; with the address's query string, for the
 * page's first screen, its data too. Resolves when they are all in (or one failed: the route
 * then shows its error as it renders).
 */
export function preloadRoute(pathname: string, params?: URLSearchParams): Promise<unknown> {
  const chain: Pick<LazyRoute, 'preload' | 'data'>[] = [];
  if (pathname === '/') chain.push(landing);
  else if (Object.hasOwn(signIn, pathname)) chain.push(sessionLayout, signIn[pathname as keyof typeof signIn]);
  else {
    const page =
      signedIn[pathname as keyof typeof signedIn] ?? adminOnly[pathname as keyof typeof adminOnly] ?? marketerOnly[pathname as keyof typeof marketerOnly];
    if (page) chain.push(sessionLayout, page);
  }
  return Promise.allSettled(chain.flatMap((route) => [route.preload(), ...(params && route.data ? [route.data(sessionClient(), params)] : [])]));
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<landing.Component />} />
        </Route>
        <Route element={<sessionLayout.Component />}>
          <Route element={<PublicLayout />}>
            <Route element={<PublicOnly />}>{routes(signIn)}</Route>
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout preload={preloadRoute} />}>
              {routes(signedIn)}
              <Route element={<RequireAdmin />}>{routes(adminOnly)}</Route>
              <Route element={<RequireMarketer />}>{routes(marketerOnly)}</Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<notFound.Component />} />
      </Routes>
    </Suspense>
  );
}
