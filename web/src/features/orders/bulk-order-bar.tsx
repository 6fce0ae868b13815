import { adminMayMove, ORDER_STATUS, ORDER_STATUS_NAMES, takesBackCommission } from '@bikri/schema/order-status';
import { Box, HStack, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuBan, LuChevronDown, LuRefreshCw, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { LabeledProgress } from '../../components/ui/labeled-progress.tsx';
import { notifyError } from '../../components/ui/toaster.tsx';
import type { BulkOrderReason, OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT, type MessageKey, type Translate } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { useBulkChange, type BulkReport } from './use-bulk-change.ts';
import type { OrderSelection } from './use-order-selection.ts';
import { Button } from '../../components/ui/button.tsx';

/** The statuses a bulk change offers: every one but CANCELLED, which is an action of its own. */
const TARGETS = ORDER_STATUS_NAMES.filter((status) => status !== 'CANCELLED');

const REASON: Record<BulkOrderReason, MessageKey> = {
  ALREADY_THERE: 'orders.bulk.reason.ALREADY_THERE',
  CANCELLED: 'orders.bulk.reason.CANCELLED',
  NOT_FOUND: 'orders.bulk.reason.NOT_FOUND',
  GATEWAY_REFUSED: 'orders.bulk.reason.GATEWAY_REFUSED',
  GATEWAY_FAILED: 'orders.bulk.reason.GATEWAY_FAILED',
  OUT_OF_TIME: 'orders.bulk.reason.OUT_OF_TIME',
  NO_ANSWER: 'orders.bulk.reason.NO_ANSWER',
};

/** How many of each, in the tabs' order, as "30 Confirmed, 50 In-process". */
function countsOf(statuses: readonly OrderStatus[], t: Translate): string {
  return ORDER_STATUS_NAMES.map((status) => [status, statuses.filter((s) => s === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${formatNumber(n)} ${t(ORDER_STATUS[status].label)}`)
    .join(', ');
}

/** The question before a bulk change: how many move, from which statuses, what is left alone and what it takes back. */
function question(selected: ReadonlyMap<string, OrderStatus>, to: OrderStatus, t: Translate) {
  const moving = [...selected].filter(([, from]) => adminMayMove(from, to));
  const count = moving.length;
  const shown = formatNumber(count);
  const title =
    to === 'CANCELLED'
      ? t('orders.bulk.cancelTitle', { count, shown })
      : t('orders.bulk.changeTitle', { count, shown, status: t(ORDER_STATUS[to].label) });
  const left = selected.size - count;
  const takenBack = moving.filter(([, from]) => takesBackCommission(from, to)).length;
  const message = [
    count > 0
      ? t('orders.bulk.now', {
          list: countsOf(
            moving.map(([, from]) => from),
            t,
          ),
        })
      : t('orders.bulk.nothingToMove'),
    left > 0 ? t('orders.bulk.leftAlone', { count: left, shown: formatNumber(left) }) : '',
    takenBack > 0 ? t('orders.bulk.takesBack', { count: takenBack, shown: formatNumber(takenBack) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { ids: moving.map(([id]) => id), title, message };
}

/** A report's summary lines: how many changed, and every other outcome that happened. */
function summary(report: BulkReport, t: Translate): string[] {
  const count = (result: string) => report.lines.filter((line) => line.result === result).length;
  const said = (key: MessageKey, n: number) => (n > 0 ? [t(key, { count: n, shown: formatNumber(n) })] : []);
  const changed = count('CHANGED');
  return [
    t(report.to === 'CANCELLED' ? 'orders.bulk.cancelled' : 'orders.bulk.changed', {
      count: changed,
      shown: formatNumber(changed),
      status: t(ORDER_STATUS[report.to].label),
    }),
    ...said('orders.bulk.refused', count('REFUSED')),
    ...said('orders.bulk.notChanged', count('NOT_CHANGED')),
    ...said('orders.bulk.inDoubt', count('IN_DOUBT') + (report.failure?.inDoubt ?? 0)),
    ...said('orders.bulk.notSent', report.failure?.notSent ?? 0),
  ];
}

/** What happened, order by order for those that did not simply change. */
function ReportDialog({
  report,
  onClose,
  finalFocusEl,
}: {
  report: BulkReport | null;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}) {
  const t = useT();
  const lines = report?.lines.filter((line) => line.result !== 'CHANGED') ?? [];
  const complete = report !== null && lines.length === 0 && report.failure === null;
  return (
    <DialogFrame
      open={report !== null}
      onClose={onClose}
      title={t(complete ? 'orders.bulk.doneTitle' : 'orders.bulk.partlyTitle')}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {report && (
        <Stack gap="3" data-testid="bulk-report">
          <Box as="ul" ps="5">
            {summary(report, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
          {report.failure && <Text color="fg.error">{report.failure.message}</Text>}
          {lines.length > 0 && (
            <Stack gap="2" as="ul" aria-label={t('orders.bulk.notChangedList')}>
              {lines.map((line) => (
                <Box as="li" key={line.id} listStyleType="none" borderTopWidth="1px" pt="2" data-result={line.result}>
                  <Link asChild fontWeight="medium" colorPalette="orange">
                    <RouterLink to={`/orderDetail?orderId=${encodeURIComponent(line.id)}`}>
                      {line.order ? `${line.order.customer.name} · ${line.order.product?.name ?? ''}` : line.id}
                    </RouterLink>
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {line.reason ? t(REASON[line.reason], { message: line.message ?? '' }) : ''}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}

export interface BulkOrderBarProps {
  selection: OrderSelection;
  /** How many orders the list holds (all pages). */
  total: number;
  /** The list's select-all checkbox: the focus goes there when the bar closes with the report. */
  selectAll: () => HTMLElement | null;
}

/**
 * An admin's actions on the selected orders: change their status or cancel them after a question
 * that says how many and from which statuses, with the progress of the parts, then a report of
 * every order that did not change. The orders not changed stay selected.
 */
export function BulkOrderBar({ selection, total, selectAll }: BulkOrderBarProps) {
  const t = useT();
  const needsConnection = useNeedsConnection();
  const bulk = useBulkChange();
  const [to, setTo] = useState<OrderStatus | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const { selected } = selection;
  const asked = to ? question(selected, to, t) : null;
  const running = bulk.progress !== null;
  // The Change status button is disabled while the change runs, which takes the focus from it.
  const changeStatus = useRef<HTMLButtonElement>(null);

  const start = async () => {
    if (!asked || !to) return;
    const ids = asked.ids;
    setTo(null);
    const done = await bulk.run(ids, to);
    const changed = new Set(done.lines.filter((line) => line.result === 'CHANGED').map((line) => line.id));
    selection.keep(new Set([...selected.keys()].filter((id) => !changed.has(id))));
    setReport(done);
  };
  const selectList = () =>
    selection.selectList().catch((error: unknown) => notifyError(errorMessage(error, t('orders.bulk.selectFailed'))));

  if (selected.size === 0 && !report) return null;
  return (
    <Stack
      gap="2"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="orange.50"
      role="region"
      aria-label={t('orders.bulk.region')}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" me="2" aria-live="polite">
          {t('orders.bulk.selected', { count: selected.size, shown: formatNumber(selected.size) })}
        </Text>
        <Menu.Root positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <Button ref={changeStatus} size="sm" variant="outline" {...needsConnection(running || selected.size === 0)}>
              <LuRefreshCw /> {t('orders.bulk.changeStatus')} <LuChevronDown />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {TARGETS.map((status) => (
                  <Menu.Item key={status} value={status} onClick={() => setTo(status)}>
                    {t(ORDER_STATUS[status].label)}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setTo('CANCELLED')}
          {...needsConnection(running || selected.size === 0)}
        >
          <LuBan /> {t('orders.bulk.cancel')}
        </Button>
        {selected.size < total && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void selectList()}
            loading={selection.selectingList}
            {...needsConnection(running)}
          >
            {t('orders.bulk.selectList', { count: total, shown: formatNumber(total) })}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={selection.clear} disabled={running}>
          <LuX /> {t('orders.bulk.clear')}
        </Button>
      </HStack>
      {bulk.progress && (
        <LabeledProgress
          value={(bulk.progress.done / bulk.progress.total) * 100}
          label={t('orders.bulk.progress', {
            done: formatNumber(bulk.progress.done),
            total: formatNumber(bulk.progress.total),
          })}
          size="sm"
        />
      )}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.title ?? ''}
        message={asked?.message ?? ''}
        confirmLabel={t(to === 'CANCELLED' ? 'orders.bulk.confirmCancel' : 'orders.bulk.confirmChange')}
        cancelLabel={t('orders.bulk.back')}
        destructive={to === 'CANCELLED'}
        onConfirm={() => (asked && asked.ids.length > 0 ? void start() : setTo(null))}
        onClose={() => setTo(null)}
      />
      <ReportDialog
        report={report}
        onClose={() => setReport(null)}
        finalFocusEl={() => (selected.size > 0 ? changeStatus.current : selectAll())}
      />
    </Stack>
  );
}
