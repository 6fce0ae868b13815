import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadNamespace } from '../lib/i18n.ts';
import { PublicLayout } from './layout/public-layout.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';

/**
 * Every route of spec §2. Declarative routes rather than a data router: the data router costs
 * the landing page 15 KB more gzip (DESIGN §7). Each screen, layout and guard is its own chunk,
 * so the landing page loads neither Apollo Client nor the signed-in app.
 */

interface LazyRoute<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts downloading the chunk (once). */
  preload(): Promise<unknown>;
}

/**
 * A route's screen in its own chunk. Once the chunk is in (preloaded), the screen renders at
 * once: going through `lazy` again would suspend for a tick, and React holds a revealed
 * Suspense boundary back for 300 ms after its fallback showed.
 */
function lazyRoute<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyRoute<P> {
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
  return { Component, preload };
}

const session = {
  // The session's screens bring their texts: the `app` catalogue loads with the layout's chunk.
  layout: lazyRoute(async () => (await Promise.all([import('./session-layout.tsx'), loadNamespace('app')]))[0].SessionLayout),
  publicOnly: lazyRoute(async () => (await import('./guards.tsx')).PublicOnly),
  requireAuth: lazyRoute(async () => (await import('./guards.tsx')).RequireAuth),
  requireAdmin: lazyRoute(async () => (await import('./guards.tsx')).RequireAdmin),
  requireMarketer: lazyRoute(async () => (await import('./guards.tsx')).RequireMarketer),
  appLayout: lazyRoute(async () => (await import('./layout/app-layout.tsx')).AppLayout),
};

const notFound = lazyRoute(async () => (await import('./not-found-page.tsx')).NotFoundPage);

const landing = lazyRoute(async () => (await import('../features/landing/landing-page.tsx')).LandingPage);

const signIn = {
  '/login': lazyRoute(async () => (await import('../features/auth/login-page.tsx')).LoginPage),
  '/register': lazyRoute(async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
};

const signedIn = {
  '/dashboard': lazyRoute(async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage),
  '/emailVerification': lazyRoute(async () => (await import('../features/verification/email-verification-page.tsx')).EmailVerificationPage),
  '/userVerification': lazyRoute(async () => (await import('../features/verification/user-verification-page.tsx')).UserVerificationPage),
  '/products': lazyRoute(async () => (await import('../features/products/products-page.tsx')).ProductsPage),
  '/myProducts': lazyRoute(async () => (await import('../features/products/my-products-page.tsx')).MyProductsPage),
  '/productDetail': lazyRoute(async () => (await import('../features/products/product-detail-page.tsx')).ProductDetailPage),
  '/orders': lazyRoute(async () => (await import('../features/orders/orders-page.tsx')).OrdersPage),
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
 * Nested lazy routes would download one after another (layout, then guard, then page): on first
 * load, start every chunk the address needs at once.
 */
export function preloadRoute(pathname: string): void {
  const chain: Pick<LazyRoute, 'preload'>[] = [];
  if (pathname === '/') chain.push(landing);
  else if (Object.hasOwn(signIn, pathname)) chain.push(session.layout, session.publicOnly, signIn[pathname as keyof typeof signIn]);
  else {
    const page =
      signedIn[pathname as keyof typeof signedIn] ?? adminOnly[pathname as keyof typeof adminOnly] ?? marketerOnly[pathname as keyof typeof marketerOnly];
    if (page) chain.push(session.layout, session.requireAuth, session.appLayout, page);
  }
  for (const route of chain) void route.preload();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<landing.Component />} />
        </Route>
        <Route element={<session.layout.Component />}>
          <Route element={<PublicLayout />}>
            <Route element={<session.publicOnly.Component />}>{routes(signIn)}</Route>
          </Route>
          <Route element={<session.requireAuth.Component />}>
            <Route element={<session.appLayout.Component preload={preloadRoute} />}>
              {routes(signedIn)}
              <Route element={<session.requireAdmin.Component />}>{routes(adminOnly)}</Route>
              <Route element={<session.requireMarketer.Component />}>{routes(marketerOnly)}</Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<notFound.Component />} />
      </Routes>
    </Suspense>
  );
}
