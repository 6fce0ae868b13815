import { Text } from '@chakra-ui/react';
import { formatDate, formatDateTime, formatOtherDate } from '../../lib/format.ts';

/**
 * A date (or date and time, `withTime`) in the calendar shown first, with the same day in the
 * other calendar on hover, or beside it (`both`, for detail pages). Nothing for a missing date.
 */
export function DateText({
  iso,
  withTime = false,
  both = false,
}: {
  iso: string | null | undefined;
  withTime?: boolean;
  both?: boolean;
}) {
  const shown = withTime ? formatDateTime(iso) : formatDate(iso);
  if (!shown) return null;
  const other = formatOtherDate(iso);
  if (both && other) {
    return (
      <span>
        <time dateTime={iso!}>{shown}</time>{' '}
        {/* In one piece, except on a phone's narrowest width, where it would push the page sideways. */}
        <Text as="span" color="fg.muted" whiteSpace={{ base: 'normal', sm: 'nowrap' }}>
          ({other})
        </Text>
      </span>
    );
  }
  return (
    <time dateTime={iso!} title={other || undefined}>
      {shown}
    </time>
  );
}
