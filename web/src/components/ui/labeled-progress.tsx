import { HStack, Progress } from '@chakra-ui/react';

/** A progress bar with what it measures on the left and the percentage on the right. */
export function LabeledProgress({ label, ...root }: Progress.RootProps & { label: string }) {
  return (
    <Progress.Root colorPalette="orange" {...root}>
      <HStack justify="space-between">
        <Progress.Label>{label}</Progress.Label>
        <Progress.ValueText />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
