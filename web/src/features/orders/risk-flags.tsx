import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LuFlag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { RiskFlagKind } from '../../gql/graphql.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT, type MessageKey, type Translate } from '../../lib/i18n.ts';
import type { RiskFlags_OrderFragment } from './risk-flags.generated.ts';

type Flag = RiskFlags_OrderFragment['riskFlags'][number];

/** Each kind's short label (the list's badge) and its reason (the order page, and the badge's name). */
const FLAG_TEXTS: Record<RiskFlagKind, { short: MessageKey; reason: MessageKey }> = {
  RETURNS_BEFORE: { short: 'orders.risk.short.returnsBefore', reason: 'orders.risk.reason.returnsBefore' },
  OWN_PHONE: { short: 'orders.risk.short.ownPhone', reason: 'orders.risk.reason.ownPhone' },
  LIKELY_DUPLICATE: { short: 'orders.risk.short.likelyDuplicate', reason: 'orders.risk.reason.likelyDuplicate' },
  SHARED_PAYOUT_QR: { short: 'orders.risk.short.sharedPayoutQr', reason: 'orders.risk.reason.sharedPayoutQr' },
};

/** A flag's reason in words, with its parameters. */
export function riskReason(flag: Flag, t: Translate): string {
  const count = flag.count ?? 0;
  return t(FLAG_TEXTS[flag.kind].reason, {
    count,
    n: formatNumber(count),
    names: (flag.marketers ?? []).join(', '),
  });
}

/**
 * A flagged row's badge on the orders list: one flag's short label, or how many; its name reads
 * every reason. Nothing for an order without flags.
 */
export function RiskBadge({ flags }: { flags: readonly Flag[] | undefined }) {
  const t = useT();
  if (!flags || flags.length === 0) return null;
  const reasons = t('orders.risk.label', { reasons: flags.map((flag) => riskReason(flag, t)).join(' ') });
  return (
    <div className="orders-table__risk" role="img" aria-label={reasons} title={reasons}>
      <LuFlag aria-hidden />
      {flags.length === 1
        ? t(FLAG_TEXTS[flags[0]!.kind].short)
        : t('orders.risk.several', { count: flags.length, n: formatNumber(flags.length) })}
    </div>
  );
}

/** The order page's list of an order's flags with their reasons, for an admin; nothing without flags. */
export function RiskFlagsCard({ flags }: { flags: readonly Flag[] | undefined }) {
  const t = useT();
  if (!flags || flags.length === 0) return null;
  return (
    <Card.Root borderColor="orange.300" bg="orange.50" _dark={{ bg: 'orange.950', borderColor: 'orange.700' }}>
      <Card.Header>
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          <LuFlag aria-hidden /> {t('orders.risk.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Stack as="ul" gap="2" ps="5" listStyleType="disc">
            {flags.map((flag) => (
              <Box as="li" key={flag.kind}>
                {riskReason(flag, t)}
                {flag.orderId && (
                  <>
                    {' '}
                    <RouterLink
                      to={`/orderDetail?orderId=${encodeURIComponent(flag.orderId)}`}
                      style={{ textDecoration: 'underline' }}
                    >
                      {t('orders.risk.earlierOrder')}
                    </RouterLink>
                  </>
                )}
              </Box>
            ))}
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            {t('orders.risk.note')}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
