import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Checkbox, HStack, Spinner, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { sumMoney } from '@bikri/schema/money';
import { useState, type ReactNode } from 'react';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { EmptyView, ErrorView } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { DateText } from '../../components/ui/date-text.tsx';
import { formatCountdown, formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { askAgain } from '../../lib/ask-again.ts';
import { INCOME_TEXTS } from './constants.ts';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { EligiblePayoutsDocument, RequestPayoutDocument } from './income.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/** On a phone the delivery date goes under the item, so that a row is a few short lines. */
const WIDE_ONLY = { base: 'none', md: 'table-cell' } as const;
const NARROW_ONLY = { base: 'block', md: 'none' } as const;

/** Text kept on one line (an amount, "3 ×"). */
function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Box as="span" whiteSpace="nowrap">
      {children}
    </Box>
  );
}

/**
 * The Payment Request modal: only incomes the server says are eligible (delivered
 * at least 7 days ago, not requested), each worth commission × quantity; select some or all.
 */
export function PayoutRequestDialog({
  open,
  onClose,
  onRequested,
}: {
  open: boolean;
  onClose: () => void;
  onRequested: () => void;
}) {
  const { data, loading, error, refetch } = useQuery(EligiblePayoutsDocument, {
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const t = useT();
  const needsConnection = useNeedsConnection();
  const client = useApolloClient();
  const [request, { loading: sending }] = useMutation(RequestPayoutDocument);
  const rows = data?.eligiblePayouts ?? [];
  const next = data?.nextPayout;
  const nextCountdown = formatCountdown(next?.requestableAt);
  const chosen = rows.filter((r) => selected.has(r.id));
  const total = sumMoney(chosen.map((r) => r.amount));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const close = () => {
    if (sending) return;
    setSelected(new Set());
    onClose();
  };
  const submit = async () => {
    if (sending || chosen.length === 0) return;
    try {
      const result = await request({ variables: { orderIds: chosen.map((r) => r.id) } });
      if (result.data) notifySuccess(t(INCOME_TEXTS.requestSent));
      setSelected(new Set());
      onRequested();
      askAgain(client, 'payment');
    } catch (failure) {
      notifyError(errorMessage(failure, t(INCOME_TEXTS.requestFailed)));
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title={t('income.request')}
      busy={sending}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footerProps={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' }}
      footer={
        <>
          <Text fontWeight="semibold" data-testid="payout-total" w={{ base: 'full', sm: 'auto' }}>
            {t('payout.selected', { count: formatNumber(chosen.length), total: formatMoney(total) })}
          </Text>
          <HStack>
            <Button variant="outline" onClick={close} disabled={sending}>
              {t('payout.cancel')}
            </Button>
            <Button
              colorPalette="orange"
              onClick={() => void submit()}
              {...needsConnection(chosen.length === 0)}
              loading={sending}
            >
              {t('payout.submit')}
            </Button>
          </HStack>
        </>
      }
    >
      {loading && !data ? (
        <HStack justify="center" py="10">
          <Spinner />
        </HStack>
      ) : error && !data ? (
        <ErrorView message={errorMessage(error, t(INCOME_TEXTS.paymentsFailed))} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyView
          title={t(INCOME_TEXTS.noEligible)}
          description={
            next && nextCountdown
              ? t(INCOME_TEXTS.nextUnlocks, {
                  date: formatDate(next.requestableAt),
                  countdown: nextCountdown,
                  what: `${next.order.product?.name ?? t('income.anOrder')}, ${formatMoney(next.amount)}`,
                })
              : undefined
          }
        />
      ) : (
        <Stack gap="3">
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => setSelected(new Set(rows.map((r) => r.id)))}>
              {t('payout.selectAll')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setSelected(new Set())}>
              {t('payout.unselectAll')}
            </Button>
          </HStack>
          <Table.Root size="sm" aria-label={t('payout.table')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">
                  <VisuallyHidden>{t('payout.select')}</VisuallyHidden>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('payout.item')}</Table.ColumnHeader>
                <Table.ColumnHeader display={WIDE_ONLY}>{t('payout.delivered')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('payout.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <Checkbox.Root checked={selected.has(row.id)} onCheckedChange={() => toggle(row.id)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      {/* The checkbox's name (the input is labelled by its Label, not by the root). */}
                      <Checkbox.Label srOnly>
                        {t('payout.selectRow', {
                          product: row.order.product?.name ?? t('payout.order'),
                          customer: row.order.customer.name,
                        })}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{row.order.product?.name ?? '—'}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.order.customer.name} · <Nowrap>{formatNumber(row.order.quantity)} ×</Nowrap>{' '}
                      <Nowrap>{formatMoney(row.order.commission)}</Nowrap>
                    </Text>
                    <Text fontSize="xs" color="fg.muted" display={NARROW_ONLY}>
                      {t('payout.deliveredOn', { date: formatDate(row.deliveredAt) })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell display={WIDE_ONLY} whiteSpace="nowrap">
                    <DateText iso={row.deliveredAt} />
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(row.amount)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </DialogFrame>
  );
}
