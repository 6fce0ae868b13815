import { messages as enApp } from '../locales/en/app.json?lingui';
import { messages as enPublic } from '../locales/en/public.json?lingui';
import { i18n } from './i18n.ts';

/**
 * The English texts, loaded into Lingui by the provider around every screen (components/ui/
 * provider.tsx) and by the unit tests' setup: they are needed once something is drawn, not for
 * the requests boot.ts sends first.
 */
i18n.load('en', { ...enPublic, ...enApp });
