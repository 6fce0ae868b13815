import { Badge, Tabs } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { useT, type MessageKey } from '../../lib/i18n.ts';

export interface ListTab<Id extends string> {
  readonly id: Id;
  readonly label: MessageKey;
}

export interface ListTabsProps<Id extends string> {
  tabs: readonly ListTab<Id>[];
  value: Id;
  onChange: (id: string) => void;
  /** How many rows each tab holds, once known. */
  counts?: { readonly [K in Id]: number } | null;
}

/**
 * How far the strip must scroll sideways to show the whole tab: only the strip moves, never the
 * page (scrollIntoView would also scroll a page whose tabs are below the fold, as Income's are).
 */
function sidewaysToShow(strip: DOMRect, tab: DOMRect): number {
  if (tab.left < strip.left) return tab.left - strip.left;
  if (tab.right > strip.right) return Math.min(tab.right - strip.right, tab.left - strip.left);
  return 0;
}

/**
 * A list's tabs, each with its row count once the counts are known. On a phone the tabs scroll
 * sideways, and the chosen one is kept in view (after a change, and once the counts have widened
 * the tabs) in the next frame, where the browser lays the page out anyway.
 */
export function ListTabs<Id extends string>({ tabs, value, onChange, counts }: ListTabsProps<Id>) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const counted = counts != null;
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const strip = list.current;
      const chosen = strip?.querySelector('[aria-selected="true"]');
      if (strip && chosen) strip.scrollLeft += sidewaysToShow(strip.getBoundingClientRect(), chosen.getBoundingClientRect());
    });
    return () => cancelAnimationFrame(frame);
  }, [value, counted]);
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} variant="line" colorPalette="orange">
      <Tabs.List ref={list} overflowX="auto" overflowY="hidden" maxW="full">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} flexShrink={0} whiteSpace="nowrap">
            {t(tab.label)}
            {counts && (
              <Badge size="sm" variant="subtle" ms="1">
                {formatNumber(counts[tab.id])}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
