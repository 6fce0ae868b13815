import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A detail page's label and value pairs, labels in one column. */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel w={{ base: '36', sm: '48' }} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          {/* A long email or link breaks where it must rather than pushing the page sideways. */}
          <DataList.ItemValue minW="0" overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
