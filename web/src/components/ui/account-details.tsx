import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UserStatus } from '../../gql/graphql.ts';
import { formatPercent, formatPhone } from '../../lib/format.ts';
import { useT, type Translate } from '../../lib/i18n.ts';
import type { AccountDetails_UserFragment } from './account-details.generated.ts';
import { DateText } from './date-text.tsx';
import { ZoomableImage } from './zoomable-image.tsx';

/*
 * An account's fields as the screens show them: the user detail an admin opens and Your Profile
 * each pick and order their rows from `accountRows`.
 */

const STATUS_TEXT = {
  ACTIVE: 'userStatus.ACTIVE',
  UNDER_REVIEW: 'userStatus.UNDER_REVIEW',
  BLOCKED: 'userStatus.BLOCKED',
} as const;
const STATUS_COLOR = { ACTIVE: 'green', UNDER_REVIEW: 'yellow', BLOCKED: 'red' } as const;

export function AccountStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return <Badge colorPalette={STATUS_COLOR[status]}>{t(STATUS_TEXT[status])}</Badge>;
}

const yesNo = (value: boolean, t: Translate) => (
  <Badge colorPalette={value ? 'green' : 'gray'}>{value ? t('common.yes') : t('common.no')}</Badge>
);

type Row = readonly [string, ReactNode];

/** Each field's label and shown value; a missing value is a dash. */
export function accountRows(user: AccountDetails_UserFragment, t: Translate) {
  return {
    phone: [t('user.phone'), user.phone ? formatPhone(user.phone) : '—'],
    dateOfBirth: [t('user.dob'), user.dateOfBirth ? <DateText iso={user.dateOfBirth} both /> : '—'],
    gender: [t('user.gender'), user.gender ? t(`gender.${user.gender}`) : '—'],
    role: [t('user.role'), user.role === 'ADMIN' ? t('role.admin') : t('role.marketer')],
    status: [t('user.status'), <AccountStatusBadge status={user.status} />],
    emailVerified: [t('user.emailVerified'), yesNo(user.isEmailVerified, t)],
    userVerified: [t('user.userVerified'), yesNo(user.isUserVerified, t)],
    bonus: [t('user.bonus'), formatPercent(user.bonusCommissionRate)],
    social: [
      t('user.social'),
      user.socialProfileUrl ? (
        <Link href={user.socialProfileUrl} target="_blank" rel="noreferrer" color="orange.700" wordBreak="break-all">
          {user.socialProfileUrl}
        </Link>
      ) : (
        '—'
      ),
    ],
  } as const satisfies Record<string, Row>;
}

/** The payment QR code commissions are paid to, enlarged on a press. */
export function PaymentQr({ user, size = '56' }: { user: AccountDetails_UserFragment; size?: string }) {
  const t = useT();
  return (
    <Stack gap="3" alignItems="center">
      <Text fontWeight="semibold">{t('user.qr')}</Text>
      <ZoomableImage src={user.paymentQrUrl} alt={t('user.qrOf', { name: user.name })} size={size} />
    </Stack>
  );
}
