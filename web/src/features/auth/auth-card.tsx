import { Card, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { focusOnArrival } from '../../lib/arrival-focus.ts';
import { useScreenTitle } from '../../lib/use-screen-title.ts';

/** The frame of the sign-in forms; its footer asks a question and links to the form that answers it. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: { question: string; to: string; link: string };
}) {
  useScreenTitle(title);
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <Card.Root variant="elevated">
        <Card.Body gap="6" p={{ base: '6', md: '8' }}>
          <Stack gap="1">
            <Heading as="h1" size="2xl" ref={focusOnArrival} tabIndex={-1} outline="none">
              {title}
            </Heading>
            <Text color="fg.muted">{subtitle}</Text>
          </Stack>
          {children}
        </Card.Body>
        <Card.Footer justifyContent="center" pb="6">
          <Text color="fg.muted">
            {footer.question}{' '}
            <Link asChild color="orange.700" fontWeight="semibold">
              <RouterLink to={footer.to}>{footer.link}</RouterLink>
            </Link>
          </Text>
        </Card.Footer>
      </Card.Root>
    </Container>
  );
}
