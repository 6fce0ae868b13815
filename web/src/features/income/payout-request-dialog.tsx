import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { sumMoney } from '@bikri/schema/money';
import { useState } from 'react';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { EmptyView, ErrorView } from '../../components/ui/states.tsx';
import { notifyError, notifySuccess } from '../../components/ui/toaster.tsx';
import { EligiblePayoutsDocument, RequestPayoutDocument } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatCountdown, formatDate, formatMoney } from '../../lib/format.ts';
import { movePaymentInLists } from '../../lib/payment-cache.ts';
import { INCOME_TEXTS } from './constants.ts';

/**
 * The Payment Request modal (spec §2, §5): only incomes the server says are eligible (delivered
 * at least 7 days ago, not requested), each worth commission × quantity; select some or all.
 */
export function PayoutRequestDialog({ open, onClose, onRequested }: { open: boolean; onClose: () => void; onRequested: () => void }) {
  const { data, loading, error, refetch } = useQuery(EligiblePayoutsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [request, { loading: sending }] = useMutation(RequestPayoutDocument, {
    update(cache, { data: result }, { variables }) {
      if (!result) return;
      const requested = new Set(variables?.orderIds as string[]);
      movePaymentInLists(cache, { ...result.requestPayout.payment, __typename: 'Payment' }, null);
      cache.modify({
        fields: {
          eligiblePayouts(existing: readonly { __ref: string }[] | undefined, { readField }) {
            return existing?.filter((ref) => !requested.has(readField<string>('id', ref) ?? ''));
          },
        },
      });
    },
  });
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
      if (result.data) notifySuccess(INCOME_TEXTS.requestSent);
      setSelected(new Set());
      onRequested();
    } catch (failure) {
      notifyError(errorMessage(failure, INCOME_TEXTS.requestFailed));
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title="Payment Request"
      busy={sending}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      footerProps={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' }}
      footer={
        <>
          <Text fontWeight="semibold" data-testid="payout-total" w={{ base: 'full', sm: 'auto' }}>
            {chosen.length} selected · {formatMoney(total)}
          </Text>
          <HStack>
            <Button variant="outline" onClick={close} disabled={sending}>
              Cancel
            </Button>
            <Button colorPalette="orange" onClick={() => void submit()} disabled={chosen.length === 0} loading={sending}>
              Request Payment
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
        <ErrorView message={errorMessage(error, INCOME_TEXTS.paymentsFailed)} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyView
          title={INCOME_TEXTS.noEligible}
          description={
            next && nextCountdown
              ? INCOME_TEXTS.nextUnlocks(formatDate(next.requestableAt), nextCountdown, `${next.order.product?.name ?? 'an order'}, ${formatMoney(next.amount)}`)
              : undefined
          }
        />
      ) : (
        <Stack gap="3">
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => setSelected(new Set(rows.map((r) => r.id)))}>
              Select All
            </Button>
            <Button size="xs" variant="outline" onClick={() => setSelected(new Set())}>
              Unselect All
            </Button>
          </HStack>
          <Table.Root size="sm" aria-label="Eligible incomes">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">Select</Table.ColumnHeader>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader>Delivered</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <Checkbox.Root checked={selected.has(row.id)} onCheckedChange={() => toggle(row.id)} aria-label={`Select ${row.order.product?.name ?? 'order'} for ${row.order.customer.name}`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{row.order.product?.name ?? '—'}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {row.order.customer.name} · {row.order.quantity} × {formatMoney(row.order.commission)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{formatDate(row.deliveredAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(row.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </DialogFrame>
  );
}
