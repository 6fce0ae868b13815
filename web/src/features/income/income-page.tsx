import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Stat, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHandCoins } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { EmptyView, ErrorView, LinesSkeleton } from '../../components/ui/states.tsx';
import { IncomePageDocument, type IncomePayment_PaymentFragment, type IncomeRow_IncomeFragment } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { INCOME_TABS, INCOME_TEXTS, type IncomeTabId } from './constants.ts';
import { PayoutRequestDialog } from './payout-request-dialog.tsx';

interface Row {
  id: string;
  date: string;
  item: string;
  amount: number;
  badge?: { label: string; color: string };
}

const incomeRow = (income: IncomeRow_IncomeFragment): Row => ({
  id: income.id,
  date: income.createdAt,
  item: income.order?.product?.name ?? '—',
  amount: income.amount,
});

const paymentRow = (payment: IncomePayment_PaymentFragment): Row => ({
  id: payment.id,
  date: payment.createdAt,
  item: payment.itemSummary,
  amount: payment.amount,
  badge: payment.status === 'SENT' ? { label: 'Sent', color: 'green' } : { label: 'Pending', color: 'yellow' },
});

function IncomeTable({ rows, label }: { rows: Row[]; label: string }) {
  if (rows.length === 0) return <EmptyView title="Nothing here yet." />;
  return (
    <Box overflowX="auto" bg="bg" borderWidth="1px" borderRadius="l3">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12">#</Table.ColumnHeader>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, n) => (
            <Table.Row key={row.id}>
              <Table.Cell>{n + 1}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.date)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Text>{row.item}</Text>
                  {row.badge && <Badge colorPalette={row.badge.color}>{row.badge.label}</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(row.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** /income?status= (spec §2, marketers): totals, recent income, the three tabs and payout requests. */
export function IncomePage() {
  const [params, setParams] = useSearchParams();
  const tab: IncomeTabId = INCOME_TABS.find((t) => t.id === params.get('status'))?.id ?? 'sent';
  const [requesting, setRequesting] = useState(false);
  const { data, loading, error, refetch } = useQuery(IncomePageDocument, { fetchPolicy: 'cache-and-network' });
  const income = data?.income;

  const rows: Row[] = !income ? [] : tab === 'sent' ? income.received.map(incomeRow) : tab === 'pending' ? income.pending.map(incomeRow) : income.payments.map(paymentRow);

  return (
    <Stack gap="6">
      <PageHeader
        title="My Income"
        subtitle="Commission on delivered orders. Request a payout once a delivery is 7 days old."
        actions={
          <Button colorPalette="orange" onClick={() => setRequesting(true)}>
            <LuHandCoins /> Payment Request
          </Button>
        }
      />
      {loading && !income ? (
        <LinesSkeleton />
      ) : error && !income ? (
        <ErrorView message={errorMessage(error, INCOME_TEXTS.loadFailed)} onRetry={() => void refetch()} />
      ) : income ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {[
              { label: 'Total income', value: income.totalIncome },
              { label: 'Pending', value: income.pendingAmount },
              { label: 'Received', value: income.receivedAmount },
            ].map((card) => (
              <Box key={card.label} bg="bg" borderWidth="1px" borderRadius="l3" p="5">
                <Stat.Root>
                  <Stat.Label>{card.label}</Stat.Label>
                  <Stat.ValueText fontSize="2xl" data-testid={`income-${card.label.toLowerCase().replace(' ', '-')}`}>
                    {formatMoney(card.value)}
                  </Stat.ValueText>
                </Stat.Root>
              </Box>
            ))}
          </SimpleGrid>
          <Card.Root>
            <Card.Header>
              <Text fontWeight="semibold">Recent income</Text>
            </Card.Header>
            <Card.Body pt="2">
              {income.recent.length === 0 ? (
                <Text color="fg.muted">No payments received yet.</Text>
              ) : (
                <Stack gap="2" as="ul" listStyleType="none" aria-label="Recent income">
                  {income.recent.map((r) => (
                    <HStack as="li" key={r.id} justify="space-between" gap="3">
                      <Stack gap="0" minW="0">
                        <Text truncate>{r.order?.product?.name ?? '—'}</Text>
                        <Text color="fg.muted" fontSize="sm">
                          {formatDate(r.createdAt)}
                        </Text>
                      </Stack>
                      <Text fontWeight="semibold" color="green.700" whiteSpace="nowrap">
                        {formatMoney(r.amount)}
                      </Text>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Card.Body>
          </Card.Root>
          <Tabs.Root value={tab} onValueChange={(e) => setParams({ status: e.value })} variant="line" colorPalette="orange">
            <Tabs.List>
              {INCOME_TABS.map((t) => (
                <Tabs.Trigger key={t.id} value={t.id} flexShrink={0}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </Tabs.Root>
          <IncomeTable rows={rows} label={INCOME_TABS.find((t) => t.id === tab)!.label} />
        </>
      ) : null}
      <PayoutRequestDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onRequested={() => {
          setRequesting(false);
          setParams({ status: 'payment' });
        }}
      />
    </Stack>
  );
}
