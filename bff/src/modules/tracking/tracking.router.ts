import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { errorText, log } from '../../log.ts';
import type { Sessions } from '../../stores/sessions.ts';
import type { PageLanguage } from '../../transport/public-page.ts';
import {
  missingTrackingPage,
  saidOf,
  trackingPage,
  unavailableTrackingPage,
  type PageNotice,
} from './tracking-page.ts';
import { answerOnPage, viewPage, type PageAnswer, type PageServices } from './tracking-visit.ts';

/**
 * An order's tracking page, `/t/<id>`: its customer's, with no account; one answer by a plain
 * form (`POST /t/<id>`, then a redirect to the page saying what it did). The session cookie, if
 * any, tells the order's owner and the admins apart from its customer (tracking-visit.ts).
 */
export function trackingRouter(
  services: PageServices & {
    sessions: Sessions;
    /** The page, compressed for the request when that is worth it. */
    compress: (req: Request, res: Response, html: string) => string | Buffer;
  },
): Router {
  const { sessions, compress } = services;
  const router = Router();
  const languageOf = (req: Request): PageLanguage => (req.query.lang === 'ne' ? 'ne' : 'en');
  const send = (req: Request, res: Response, status: number, html: string) => {
    res.set('Cache-Control', 'no-store');
    res
      .status(status)
      .type('html')
      .send(compress(req, res, html));
  };
  const credentialOf = (req: Request) => sessions.credentialOf(req, req.cookies as Record<string, string> | undefined);
  const unavailable = (req: Request, res: Response, error: unknown) => {
    log.warn('tracking', { unavailable: errorText(error) });
    send(req, res, 503, unavailableTrackingPage(languageOf(req)));
  };

  router.get('/t/:id', async (req: Request<{ id: string }>, res: Response) => {
    const language = languageOf(req);
    let view: Awaited<ReturnType<typeof viewPage>>;
    try {
      view = await viewPage(services, req.params.id, () => credentialOf(req));
    } catch (error) {
      unavailable(req, res, error);
      return;
    }
    if (!view) send(req, res, 404, missingTrackingPage(language));
    else
      send(
        req,
        res,
        200,
        trackingPage(view.order, view.answer, language, {
          asks: view.asks,
          said: saidOf(req.query.said),
          notice: view.preview ? 'preview' : undefined,
        }),
      );
  });

  /** What the page says, and with which status, when an answer is not kept for who sent it or for now. */
  const NOT_KEPT: Record<Extract<PageAnswer['outcome'], PageNotice>, { status: number; asks: boolean }> = {
    notCustomer: { status: 403, asks: false },
    // Nothing was written: the form is there to try again.
    notRecorded: { status: 503, asks: true },
  };

  router.post(
    '/t/:id',
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 4 }),
    async (req: Request<{ id: string }>, res: Response) => {
      const language = languageOf(req);
      const answer = (req.body as Record<string, unknown> | undefined)?.answer;
      if (answer !== 'confirmed' && answer !== 'declined') {
        res.redirect(303, `/t/${encodeURIComponent(req.params.id)}?lang=${language}`);
        return;
      }
      let result: PageAnswer;
      try {
        result = await answerOnPage(services, req.params.id, answer, () => credentialOf(req));
      } catch (error) {
        unavailable(req, res, error);
        return;
      }
      if (result.outcome === 'missing') send(req, res, 404, missingTrackingPage(language));
      else if (result.outcome === 'notCustomer' || result.outcome === 'notRecorded') {
        const { status, asks } = NOT_KEPT[result.outcome];
        send(req, res, status, trackingPage(result.order, null, language, { asks, notice: result.outcome }));
      } else res.redirect(303, `/t/${result.order.id}?lang=${language}&said=${result.outcome}`);
    },
    // A body the form never sends (the parser's 4xx: too large, badly encoded): back to the page,
    // as for no answer. Anything else is the server's own error.
    (error: unknown, req: Request<{ id: string }>, res: Response, next: NextFunction) => {
      const status = (error as { status?: unknown }).status;
      if (typeof status !== 'number' || status >= 500) {
        next(error);
        return;
      }
      res.redirect(303, `/t/${encodeURIComponent(req.params.id)}?lang=${languageOf(req)}`);
    },
  );

  return router;
}
