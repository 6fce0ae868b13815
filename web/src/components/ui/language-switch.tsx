import { Button, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { LuLanguages } from 'react-icons/lu';
import { currentLocale, LOCALES, setLocale, useT } from '../../lib/i18n.ts';
import { NARROW } from './narrow.ts';

/**
 * English / नेपाली: one button naming the other language, which switches to it (downloading
 * its catalogue the first time). Cheap enough for the landing page: no menu component.
 */
export function LanguageSwitch({ size = 'sm', ...rest }: { size?: 'sm' | 'md' } & Omit<Parameters<typeof Button>[0], 'onClick'>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const other = LOCALES.find(({ locale }) => locale !== currentLocale())!;
  return (
    <Button
      variant="ghost"
      size={size}
      // Busy, not `loading`: a loading Button is disabled, and the focus of the keyboard that
      // pressed it would fall to the page's start.
      aria-busy={busy || undefined}
      lang={other.locale}
      aria-label={t('lang.switchTo', { name: other.name })}
      data-language-switch={other.locale}
      css={{ [NARROW]: { '& > svg': { display: 'none' } } }}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        void setLocale(other.locale).finally(() => setBusy(false));
      }}
      {...rest}
    >
      {busy ? <Spinner size="xs" /> : <LuLanguages aria-hidden />}
      {other.name}
    </Button>
  );
}
