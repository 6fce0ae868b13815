import { Box, Spinner } from '@chakra-ui/react';
import { useT } from '../../lib/i18n.ts';

/** Shown while a screen's code downloads. */
export function RouteFallback() {
  const t = useT();
  return (
    <Box minH="60dvh" display="grid" placeItems="center">
      <Spinner size="lg" color="orange.600" aria-label={t('common.loading')} />
    </Box>
  );
}
