import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FIRST_SCREENS } from './first-screens.ts';
import { PublicOnly, RequireAdmin, RequireAuth, RequireMarketer } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { RouteFallback } from './layout/route-fallback.tsx';
import { SessionLayout } from './session-layout.tsx';
import { WaitingOrdersSlot } from './waiting-orders-slot.tsx';

/**
 * Every route of the app. Declarative routes rather than a data router. The app's own chunk holds
 * the frame every address shares (the session, the guards, the signed-in layout); each screen is a
 * chunk of its own, loaded when opened, or as the page starts for the screens a visit often starts
 * on (first-screens.ts, boot.ts).
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

const notFound = lazyRoute(async () => (await import('./not-found-page.tsx')).NotFoundPage);

const landing = lazyRoute(async () => (await import('../features/landing/landing-page.tsx')).LandingPage);

const signIn = {
  '/login': lazyRoute(async () => (await import('../features/auth/login-page.tsx')).LoginPage),
  '/register': lazyRoute(async () => (await import('../features/auth/register-page.tsx')).RegisterPage),
  '/forgotPassword': lazyRoute(
    async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
  ),
};

const signedIn = {
  '/dashboard': lazyRoute(FIRST_SCREENS['/dashboard'].load),
  '/emailVerification': lazyRoute(
    async () => (await import('../features/verification/email-verification-page.tsx')).EmailVerificationPage,
  ),
  '/userVerification': lazyRoute(
    async () => (await import('../features/verification/user-verification-page.tsx')).UserVerificationPage,
  ),
  '/profile': lazyRoute(async () => (await import('../features/profile/profile-page.tsx')).ProfilePage),
  '/products': lazyRoute(FIRST_SCREENS['/products'].load),
  '/myProducts': lazyRoute(async () => (await import('../features/products/my-products-page.tsx')).MyProductsPage),
  '/productDetail': lazyRoute(
    async () => (await import('../features/products/product-detail-page.tsx')).ProductDetailPage,
  ),
  '/orders': lazyRoute(FIRST_SCREENS['/orders'].load),
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
  '/paymentDetail': lazyRoute(
    async () => (await import('../features/payments/payment-detail-page.tsx')).PaymentDetailPage,
  ),
};

const marketerOnly = {
  '/income': lazyRoute(async () => (await import('../features/income/income-page.tsx')).IncomePage),
};

const routes = (pages: Record<string, LazyRoute>) =>
  Object.entries(pages).map(([path, { Component }]) => <Route key={path} path={path} element={<Component />} />);

/** Starts downloading an address's screen, when it is a chunk of its own; resolves when it is in. */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === '/') return landing.preload();
  const tables: Record<string, LazyRoute>[] = [signIn, signedIn, adminOnly, marketerOnly];
  return tables.find((pages) => Object.hasOwn(pages, pathname))?.[pathname]?.preload() ?? Promise.resolve();
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<landing.Component />} />
        </Route>
        <Route element={<SessionLayout />}>
          <Route element={<PublicLayout />}>
            <Route element={<PublicOnly />}>{routes(signIn)}</Route>
          </Route>
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout preload={preloadRoute} />}>
              <Route element={<WaitingOrdersSlot />}>
                {routes(signedIn)}
                <Route element={<RequireAdmin />}>{routes(adminOnly)}</Route>
                <Route element={<RequireMarketer />}>{routes(marketerOnly)}</Route>
              </Route>
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<notFound.Component />} />
      </Routes>
    </Suspense>
  );
}
