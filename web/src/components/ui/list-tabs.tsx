import { Badge, Tabs } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
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
  /** The chosen tab's panel: what the list shows under the strip. */
  children: ReactNode;
  /** The space between the strip and the panel, and within the panel; the page's own gap. */
  gap?: '5' | '6';
}

/** How wide an end of the strip fades out when more tabs lie beyond it. */
const FADE_PX = 32;

/** The ends of the strip with tabs scrolled out of view beyond them. */
interface Beyond {
  start: boolean;
  end: boolean;
}

const beyond = (strip: HTMLElement): Beyond => ({
  start: strip.scrollLeft > 1,
  end: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
});

/** The strip's mask: an end with more tabs beyond fades out, so the tab it cuts reads as one to scroll to. */
function fadeMask({ start, end }: Beyond): string | undefined {
  if (!start && !end) return undefined;
  return `linear-gradient(to right, ${start ? `transparent, black ${FADE_PX}px` : 'black'}, ${end ? `black calc(100% - ${FADE_PX}px), transparent` : 'black'})`;
}

/**
 * How far the strip must scroll sideways to show the whole tab clear of the fades: only the strip
 * moves, never the page (scrollIntoView would also scroll a page whose tabs are below the fold, as
 * Income's are).
 */
function sidewaysToShow(strip: DOMRect, tab: DOMRect): number {
  if (tab.left < strip.left + FADE_PX) return tab.left - strip.left - FADE_PX;
  if (tab.right > strip.right - FADE_PX)
    return Math.min(tab.right - strip.right + FADE_PX, tab.left - strip.left - FADE_PX);
  return 0;
}

/**
 * A list's tabs, each with its row count once the counts are known. On a phone the tabs scroll
 * sideways, an end with more tabs beyond it fading out, and the chosen one is kept in view (after
 * a change, and once the counts have widened the tabs) in the next frame, where the browser lays
 * the page out anyway. The panel under the strip is the chosen tab's, so the tab names its panel for
 * screen readers (a tab not chosen names none).
 */
export function ListTabs<Id extends string>({ tabs, value, onChange, counts, children, gap = '5' }: ListTabsProps<Id>) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const counted = counts != null;
  const [ends, setEnds] = useState<Beyond>({ start: false, end: false });
  // The ends change as the strip scrolls, and as it or its tabs change width (counts, language).
  useEffect(() => {
    const strip = list.current;
    if (!strip) return;
    const update = () => {
      const next = beyond(strip);
      setEnds((now) => (now.start === next.start && now.end === next.end ? now : next));
    };
    const observer = new ResizeObserver(update);
    for (const element of [strip, ...Array.from(strip.children)]) observer.observe(element);
    strip.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener('scroll', update);
    };
  }, [tabs]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const strip = list.current;
      const chosen = strip?.querySelector('[aria-selected="true"]');
      if (strip && chosen)
        strip.scrollLeft += sidewaysToShow(strip.getBoundingClientRect(), chosen.getBoundingClientRect());
    });
    return () => cancelAnimationFrame(frame);
  }, [value, counted]);
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value)}
      variant="line"
      colorPalette="orange"
      display="flex"
      flexDirection="column"
      gap={gap}
    >
      <Tabs.List ref={list} overflowX="auto" overflowY="hidden" maxW="full" maskImage={fadeMask(ends)}>
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
      <Tabs.Content value={value} display="flex" flexDirection="column" gap={gap} py="0">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
