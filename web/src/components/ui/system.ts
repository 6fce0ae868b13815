import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from '@chakra-ui/react/theme/breakpoints';
import { globalCss } from '@chakra-ui/react/theme/global-css';
import { layerStyles } from '@chakra-ui/react/theme/layer-styles';
import { animationStyles } from '@chakra-ui/react/theme/motion-styles';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner';
import { semanticColors } from '@chakra-ui/react/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-ui/react/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-ui/react/theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-ui/react/theme/text-styles';
import { animations } from '@chakra-ui/react/theme/tokens/animations';
import { aspectRatios } from '@chakra-ui/react/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-ui/react/theme/tokens/blurs';
import { borders } from '@chakra-ui/react/theme/tokens/borders';
import { colors } from '@chakra-ui/react/theme/tokens/colors';
import { cursor } from '@chakra-ui/react/theme/tokens/cursor';
import { durations } from '@chakra-ui/react/theme/tokens/durations';
import { easings } from '@chakra-ui/react/theme/tokens/easings';
import { fontSizes } from '@chakra-ui/react/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-ui/react/theme/tokens/font-weights';
import { fonts } from '@chakra-ui/react/theme/tokens/fonts';
import { keyframes } from '@chakra-ui/react/theme/tokens/keyframes';
import { letterSpacings } from '@chakra-ui/react/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-ui/react/theme/tokens/line-heights';
import { radii } from '@chakra-ui/react/theme/tokens/radius';
import { sizes } from '@chakra-ui/react/theme/tokens/sizes';
import { spacing } from '@chakra-ui/react/theme/tokens/spacing';
import { zIndices } from '@chakra-ui/react/theme/tokens/z-indices';

/**
 * Chakra's default theme, put together here from its parts (web/chakra-theme.ts explains the
 * deep imports; `system.test.ts` checks these objects equal the ones `@chakra-ui/react/theme`
 * exports, so an upgrade that adds a token group fails a test).
 */
export const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
export const chakraSemanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
export const cssVarsPrefix = 'chakra';
export const cssVarsRoot = ':where(html, .chakra-theme)';

/**
 * Chakra's default theme with only the recipes of the components we use: all ~70 recipes would
 * add 12 KB gzip to every page, the landing page included (DESIGN §7, and Chakra's "bundle
 * optimization" guide). These are the public pages' recipes (landing page, its top bar, the
 * not-found page, the route spinner); the signed-in screens' recipes are added by
 * `app-recipes.ts` when the session's code loads. Using another Chakra component means adding its
 * recipe here or there; in development and tests a missing one throws instead of rendering unstyled.
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

const slotRecipes = {
  card: cardSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens: chakraTokens, semanticTokens: chakraSemanticTokens, textStyles, layerStyles, animationStyles, recipes, slotRecipes },
});

/** Our look on top of Chakra's: fonts and page colours. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '#root': { minHeight: '100dvh' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, brand);

if (import.meta.env.DEV) {
  // Development and tests only: a Chakra component whose recipe was left out fails loudly.
  void import('@chakra-ui/react/theme').then((all) => {
    const getRecipeFn = system.getRecipeFn.bind(system);
    const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
    const missing = (key: string) => new Error(`Chakra recipe "${key}" is in neither components/ui/system.ts nor app-recipes.ts: add it to one.`);
    system.getRecipeFn = (key, fallback?: unknown): unknown => {
      if (!fallback && key in all.recipes && !system.isRecipe(key)) throw missing(key);
      return getRecipeFn(key, fallback);
    };
    system.getSlotRecipeFn = (key, fallback?: unknown): unknown => {
      if (!fallback && key in all.slotRecipes && !system.isSlotRecipe(key)) throw missing(key);
      return getSlotRecipeFn(key, fallback);
    };
  });
}
