import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { notifyError, notifyInfo, notifySuccess, TOAST_MS, toaster } from '../../components/ui/toaster.tsx';
import { errorCode, formFailure } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { translate, type Translate } from '../../lib/i18n.ts';
import { orderFieldLabels, ORDER_TEXTS } from './constants.ts';
import type { RunReport } from './outbox-send.ts';
import type { DraftProblem, OrderDraft } from './outbox-store.ts';

/** Why the server did not take an order, in the interface's language (worded when shown, not when kept). */
function reasonOf(errors: DraftProblem & { kind: 'refused' | 'notTaken' }, t: Translate): string {
  const error = new CombinedGraphQLErrors({ errors: errors.errors });
  if (errorCode(error) === 'FORBIDDEN') return t('outbox.refusedForbidden');
  const { fields, toast } = formFailure(error, orderFieldLabels(), t(ORDER_TEXTS.createFailed));
  return toast ?? Object.values(fields).join('; ');
}

/** What a draft's line says about it. */
export function draftStatus(draft: OrderDraft, sending: boolean, t: Translate): string {
  if (sending) return t('outbox.state.sending');
  const problem = draft.problem;
  if (problem?.kind === 'refused') return t('outbox.state.refused', { reason: reasonOf(problem, t) });
  if (problem?.kind === 'notTaken') return t('outbox.state.notTaken', { reason: reasonOf(problem, t) });
  if (problem?.kind === 'keyUsed') return t('outbox.state.keyUsed');
  return draft.maybePlaced ? t('outbox.state.maybePlaced') : t('outbox.state.waiting');
}

// The toasts of the last run's report, which the next report replaces.
let reported: string[] = [];

/** Toasts what a run over the waiting orders came to, in place of the previous run's report. */
export function reportRun(report: RunReport): void {
  reported.forEach((id) => toaster.dismiss(id));
  const counted = (count: number) => ({ count, shown: formatNumber(count) });
  reported = [
    report.placed > 0 && notifySuccess(translate('outbox.report.placed', counted(report.placed)), TOAST_MS.info),
    report.refused > 0 && notifyError(translate('outbox.report.refused', counted(report.refused)), TOAST_MS.long),
    report.waiting > 0 && notifyInfo(translate('outbox.report.waiting', counted(report.waiting)), TOAST_MS.long),
  ].filter((id): id is string => typeof id === 'string');
}
