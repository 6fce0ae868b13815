import { useEffect } from 'react';
import { useT } from './i18n.ts';

/**
 * Names the browser tab (and what a screen reader announces on arriving) after the screen shown,
 * in the interface's language: "Orders · Bikri"; the product's own title when `screen` is absent.
 */
export function useScreenTitle(screen?: string): void {
  const t = useT();
  const title = screen ? t('app.screenTitle', { screen }) : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
