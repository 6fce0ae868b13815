import { Box, Spinner } from '@chakra-ui/react';

/** Shown while a screen's code downloads. */
export function RouteFallback() {
  return (
    <Box minH="60dvh" display="grid" placeItems="center">
      <Spinner size="lg" color="orange.600" aria-label="Loading" />
    </Box>
  );
}
