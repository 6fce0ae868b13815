import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageCenter } from '../components/ui/states.tsx';

export function NotFoundPage() {
  return (
    <PageCenter>
      <Stack align="center" textAlign="center" gap="4">
        <Text fontSize="6xl" fontWeight="black" color="orange.600">
          404
        </Text>
        <Heading as="h1">This page does not exist</Heading>
        <Text color="fg.muted">The link may be old, or the address mistyped.</Text>
        <Button asChild colorPalette="orange">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </PageCenter>
  );
}
