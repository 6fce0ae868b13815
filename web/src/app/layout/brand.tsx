import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NARROW } from '../../components/ui/narrow.ts';

/** The logo and name, linking home; under 360 px the name is left to screen readers. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    // Named by its text, "Bikri", which is what it shows.
    <RouterLink to={to}>
      <HStack gap="2">
        <Box
          as="span"
          aria-hidden
          display="grid"
          placeItems="center"
          w="9"
          h="9"
          borderRadius="lg"
          bg="orange.700"
          color="white"
          fontWeight="black"
          fontSize="lg"
        >
          B
        </Box>
        <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight" css={{ [NARROW]: { srOnly: true } }}>
          Bikri
        </Text>
      </HStack>
    </RouterLink>
  );
}
