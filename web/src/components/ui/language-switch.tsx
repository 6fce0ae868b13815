import { useState } from 'react';
import { LuLanguages } from 'react-icons/lu';
import { currentLocale, LOCALES, setLocale, useT } from '../../lib/i18n.ts';
import { NARROW } from './narrow.ts';
import { Button } from './button.tsx';

/**
 * English / नेपाली: one button naming the other language, which switches to it (downloading
 * its catalogue the first time). Cheap enough for the landing page: no menu component.
 */
export function LanguageSwitch({
  size = 'sm',
  ...rest
}: { size?: 'sm' | 'md' } & Omit<Parameters<typeof Button>[0], 'onClick'>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const other = LOCALES.find(({ locale }) => locale !== currentLocale())!;
  return (
    <Button
      variant="ghost"
      size={size}
      loading={busy}
      loadingText={other.name}
      lang={other.locale}
      aria-label={t('lang.switchTo', { name: other.name })}
      data-language-switch={other.locale}
      css={{ [NARROW]: { '& > svg': { display: 'none' } } }}
      onClick={() => {
        setBusy(true);
        void setLocale(other.locale).finally(() => setBusy(false));
      }}
      {...rest}
    >
      <LuLanguages aria-hidden />
      {other.name}
    </Button>
  );
}
