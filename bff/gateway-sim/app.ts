import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createContext } from './context.ts';
import { countCalls, createDevState, devRoutes, injectFaults } from './routes/dev.ts';
import { orderRoutes } from './routes/orders.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { userRoutes } from './routes/users.ts';
import { seedDatabase } from './seed.ts';
import { answerErrors } from './sim-error.ts';
import { diskFileStore, jsonFilePersistence, memoryFileStore, type Store } from './store.ts';

export interface GatewaySimOptions {
  /** Folder for `gateway.json` and `uploads/`; without it everything lives in memory. */
  dataDir?: string;
  /** Reseed the demo data even if a saved database exists. */
  fresh?: boolean;
  /** Absolute base URL for image links; defaults to the host the request came to. */
  publicUrl?: string;
}

const PUBLIC_CALLS = new Set([
  'POST /user/login',
  'POST /user/register',
  'POST /user/forgotPassword',
  'POST /user/resetPassword',
]);

function openStore(options: GatewaySimOptions): Store {
  if (!options.dataDir) {
    const files = memoryFileStore();
    return { db: seedDatabase(files), files, save: () => {} };
  }
  const files = diskFileStore(join(options.dataDir, 'uploads'));
  const persistence = jsonFilePersistence(join(options.dataDir, 'gateway.json'));
  const saved = options.fresh ? undefined : persistence.load();
  // A database saved before password recovery existed.
  if (saved) saved.passwordCodes ??= [];
  const db = saved ?? seedDatabase(files);
  const store = { db, files, save: () => persistence.save(db) };
  if (!saved) store.save();
  return store;
}

/** Builds the stand-in REST gateway: the provider's calls, with the rules its server applies. */
export function createGatewaySim(options: GatewaySimOptions = {}): { app: Express; store: Store } {
  const store = openStore(options);
  const sim = createContext(store, options.publicUrl?.replace(/\/$/, ''));
  const dev = createDevState();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  app.use(countCalls(dev));
  app.use(injectFaults(dev));
  app.use(express.json({ limit: '1mb' }));

  app.get('/uploads/:name', (req, res) => {
    const file = store.files.get(req.params.name);
    if (!file) {
      res.status(404).json({ success: false, message: 'File not found' });
      return;
    }
    res.type(file.mimeType).set('cache-control', 'public, max-age=86400').send(file.data);
  });
  app.use(devRoutes(sim, dev));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (PUBLIC_CALLS.has(`${req.method} ${req.path}`)) {
      next();
      return;
    }
    const token = req.get('token');
    if (!token) {
      res.status(401).json({ success: false, message: 'Not signed in: the token header is missing' });
      return;
    }
    const session = store.db.sessions.find((s) => s.token === token);
    const user = session && store.db.users.find((u) => u._id === session.user);
    if (!user) {
      res.status(401).json({ success: false, message: 'Your session is not valid; sign in again' });
      return;
    }
    if (req.path.startsWith('/admin/') && user.role !== 'admin') {
      res.status(403).json({ success: false, message: 'This is for admins only' });
      return;
    }
    res.locals.user = user;
    next();
  });

  app.use(userRoutes(sim));
  app.use(passwordRoutes(sim));
  app.use(productRoutes(sim));
  app.use(orderRoutes(sim));
  app.use(paymentRoutes(sim));
  app.use((req: Request, res: Response) => {
    res.status(404).json({ success: false, message: `No such call: ${req.method} ${req.path}` });
  });
  app.use(answerErrors);
  return { app, store };
}

export interface RunningGatewaySim {
  url: string;
  store: Store;
  close: () => Promise<void>;
}

/** Starts the stand-in on `port` (0 = a free port) and resolves once it listens. */
export async function startGatewaySim(
  options: GatewaySimOptions & { port?: number; host?: string } = {},
): Promise<RunningGatewaySim> {
  const { app, store } = createGatewaySim(options);
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ReturnType<Express['listen']>>((resolve, reject) => {
    const listening = app.listen(options.port ?? 0, host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shownHost}:${port}`,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
