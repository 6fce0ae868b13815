import { Box, EmptyState, Skeleton, SimpleGrid, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleAlert, LuInbox } from 'react-icons/lu';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/** Nothing to show yet, with an optional action. */
export function EmptyView({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <EmptyState.Root py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon ?? <LuInbox />}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A load failed: what happened, and a retry. */
export function ErrorView({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <EmptyState.Root py="12" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <EmptyState.Title>{message}</EmptyState.Title>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Placeholder cards while a grid loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="5" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, n) => (
        <Stack key={n} bg="bg" borderRadius="l3" p="4" gap="3">
          <Skeleton height="180px" />
          <Skeleton height="4" width="70%" />
          <Skeleton height="4" width="40%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** Placeholder lines while a page or table loads. */
export function LinesSkeleton({ lines = 6 }: { lines?: number }) {
  const t = useT();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, n) => (
        <Skeleton key={n} height="10" />
      ))}
    </Stack>
  );
}

/** Centers a whole-page message. */
export function PageCenter({ children }: { children: ReactNode }) {
  return (
    <Box minH="60dvh" display="grid" placeItems="center" px="4">
      {children}
    </Box>
  );
}
