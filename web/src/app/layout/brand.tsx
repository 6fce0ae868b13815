import { Box, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';

/** The logo and name, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  const t = useT();
  return (
    <RouterLink to={to} aria-label={t('brand.home')}>
      <HStack gap="2">
        <Box as="span" display="grid" placeItems="center" w="9" h="9" borderRadius="lg" bg="orange.600" color="white" fontWeight="black" fontSize="lg">
          B
        </Box>
        <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight">
          Bikri
        </Text>
      </HStack>
    </RouterLink>
  );
}
