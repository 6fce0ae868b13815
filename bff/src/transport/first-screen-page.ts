import type { ApolloServer } from '@apollo/server';
import {
  FIRST_ANSWERS_ID,
  FIRST_SCREEN_QUERIES,
  SESSION_QUERY,
  type FirstAnswers,
  type FirstScreenPath,
} from '@bikri/schema/first-screens';
import type { NextFunction, Request, Response } from 'express';
import type { Context } from '../context.ts';
import { errorText, log } from '../log.ts';
import { SESSION_COOKIE, type Sessions } from '../stores/sessions.ts';
import type { TrustedDocuments } from './trusted-documents.ts';

/** How a first-screen page was sent: with the answers, or as the plain shell and why. */
export type FirstScreenOutcome = 'answered' | 'busy' | 'late' | 'failed';

export interface FirstScreenPages {
  apollo: ApolloServer<Context>;
  trusted: TrustedDocuments;
  sessions: Sessions;
  contextOf: (req: Request, res: Response) => Context;
  compress: (req: Request, res: Response, body: string) => string | Buffer;
  /** The app's empty page (shell.html). */
  shell: string;
  /** Per first screen, the tags preloading its own files (the build's first-screens.json). */
  preloads: Partial<Record<FirstScreenPath, string>>;
  /** The most pages answered at once by one replica; over it, the shell goes out as it is. */
  maxConcurrent: number;
  /** How long the answers may take; past it, the shell goes out as it is. */
  waitMs: number;
  counted: (outcome: FirstScreenOutcome) => void;
}

/**
 * A signed-in visit's page at a first screen's address (`@bikri/schema/first-screens`) with no
 * query string: the shell with the session's answer and the screen's first query's inside
 * (`FirstAnswers`, a JSON data block the browser does not run), run in this process by Apollo
 * Server for that session, as the app would ask them over HTTP (the same trusted documents,
 * plugins, loaders, limits and visibility rules), and the tags that preload the screen's own
 * files. The app takes the answers into its cache (web/src/boot.ts) instead of asking for them,
 * and starts without the round trip. The page is the account's: never stored (`private,
 * no-store`). Every other visit, and one that finds `maxConcurrent` pages in the making, answers
 * that take longer than `waitMs` or fail, gets the shell as it is (`next`), and asks as before.
 */
export function firstScreenPages(pages: FirstScreenPages) {
  const { apollo, trusted, sessions, contextOf, compress, shell, preloads, maxConcurrent, waitMs, counted } = pages;
  const head = shell.indexOf('</head>');
  if (head === -1) {
    log.warn('first-screen-page', {
      off: 'shell.html has no </head> to put the answers before: the shell goes out as it is',
    });
    return (_req: Request, _res: Response, next: NextFunction) => next();
  }
  let making = 0;

  /** One operation's data, or undefined if it failed (the app asks again and shows why). */
  async function run(name: string, variables: Record<string, unknown>, contextValue: Context) {
    const document = trusted.named(name);
    if (!document) throw new Error(`no trusted document is named ${name}`);
    const { body } = await apollo.executeOperation(
      { query: document.body, operationName: name, variables },
      { contextValue },
    );
    if (body.kind !== 'single' || body.singleResult.errors?.length || !body.singleResult.data) return undefined;
    return body.singleResult.data;
  }

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const path = req.path as FirstScreenPath;
    const cookies = req.cookies as Record<string, string> | undefined;
    if (
      req.method !== 'GET' ||
      !Object.hasOwn(FIRST_SCREEN_QUERIES, path) ||
      req.url !== path ||
      !cookies?.[SESSION_COOKIE]
    ) {
      next();
      return;
    }
    if (making >= maxConcurrent) {
      counted('busy');
      next();
      return;
    }
    making += 1;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`The first screen's answers passed ${waitMs} ms`, 'TimeoutError')),
      waitMs,
    );
    res.once('close', () => controller.abort(new DOMException('The client went away', 'AbortError')));
    try {
      const credential = await sessions.credentialOf(req, cookies);
      // A cookie that names no session: the shell, whose own request ends it.
      if (credential.kind !== 'session') {
        next();
        return;
      }
      res.locals.credential = credential;
      res.locals.signal = controller.signal;
      const context = contextOf(req, res);
      const { operationName, variables } = FIRST_SCREEN_QUERIES[path];
      const late = new Promise<'late'>((resolve) => controller.signal.addEventListener('abort', () => resolve('late')));
      const answered = await Promise.race([
        Promise.all([run(SESSION_QUERY, {}, context), run(operationName, variables, context)]),
        late,
      ]);
      if (answered === 'late' || !answered[0]) {
        counted(answered === 'late' ? 'late' : 'failed');
        next();
        return;
      }
      const [session, screen] = answered;
      const answers: FirstAnswers = { session, ...(screen ? { screen: { variables, data: screen } } : {}) };
      // `<` escaped: nothing in the data can end the block or open a comment.
      const block = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${JSON.stringify(answers).replaceAll('<', '\\u003c')}</script>`;
      const page = `${shell.slice(0, head)}${preloads[path] ?? ''}${block}${shell.slice(head)}`;
      counted('answered');
      res.set('Cache-Control', 'private, no-store');
      res.type('html').send(compress(req, res, page));
    } catch (error) {
      // The session store or the schema failed: the shell, whose own requests meet the failure and show it.
      log.warn('first-screen-page', { failed: errorText(error) });
      counted('failed');
      next();
    } finally {
      clearTimeout(timer);
      making -= 1;
    }
  };
}
