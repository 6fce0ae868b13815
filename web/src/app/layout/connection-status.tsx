import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { LuWifiOff } from 'react-icons/lu';
import { formatDate, formatDateTime, formatTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { OFFLINE_REASON_ID, useConnection } from '../../lib/network-state.ts';
import { useLastSeen } from '../../lib/last-seen.ts';

/**
 * The top bar's line on the connection, under its buttons: nothing while online; offline, since
 * when what the screens show has not changed and that changes wait for the connection; or
 * reconnecting. One line at every width, so a phone's top bar keeps its buttons.
 */
export function ConnectionStatus() {
  const t = useT();
  const connection = useConnection();
  const seen = useLastSeen();
  const offline = connection === 'offline';
  let message = '';
  if (offline) {
    const at = seen ? new Date(seen.at).toISOString() : null;
    const today = at !== null && formatDate(at) === formatDate(new Date().toISOString());
    message = at
      ? t('connection.showingSeen', { time: today ? formatTime(at) : formatDateTime(at) })
      : t('connection.nothingSeen');
  } else if (connection === 'reconnecting') {
    message = t('connection.reconnecting');
  }
  return (
    <Box role="status">
      {message && (
        <HStack
          id={offline ? OFFLINE_REASON_ID : undefined}
          gap="2"
          px={{ base: '4', md: '6' }}
          py="1.5"
          fontSize="sm"
          borderTopWidth="1px"
          bg={offline ? 'gray.100' : 'orange.50'}
          color={offline ? 'gray.800' : 'orange.900'}
        >
          {offline ? <LuWifiOff aria-hidden style={{ flexShrink: 0 }} /> : <Spinner size="xs" flexShrink={0} />}
          <Text>{message}</Text>
        </HStack>
      )}
    </Box>
  );
}
