import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  carouselSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipes of the components we use only, as Chakra's "Bundle
 * Optimization" guide shows: the whole theme's ~70 recipes are code to download and a larger
 * config for `createSystem` to work through before the first screen. Using another Chakra
 * component means adding its recipe here (`system.test.ts` fails until it is).
 */
const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  colorSwatch: colorSwatchRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  carousel: carouselSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** Our look on top of Chakra's: fonts and page colours. */
const brand = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    '#root': { minHeight: '100dvh' },
    // The page behind an open modal dialog (the public phone menu) stays put.
    'html:has(dialog:modal)': { overflow: 'hidden' },
    // The landing page's section links scroll smoothly, unless the visitor asks for less motion.
    'html:has([data-landing])': { _motionSafe: { scrollBehavior: 'smooth' } },
    // A visitor who asks for less motion gets none: animations (menus, dialogs, toasts sliding in)
    // end at once; they still end, so what waits for their end, as a closing menu does, goes on.
    // Colour transitions stay: they move nothing.
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', animationIterationCount: '1 !important' },
    },
  },
  theme: {
    semanticTokens: {
      // WCAG AA asks 4.5:1 for text. White on orange.600 is 3.6:1, on orange.700 5.2:1; white on
      // green.600 3.3:1, on green.700 5.0:1; red.500 on white 3.8:1, red.700 6.5:1. A focus ring
      // needs 3:1 against the page: Chakra's gray.400 is 2.5:1 and orange.500 2.8:1 on white.
      colors: {
        gray: { focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
          focusRing: { value: { _light: '{colors.orange.600}', _dark: '{colors.orange.500}' } },
        },
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } },
          focusRing: { value: { _light: '{colors.green.600}', _dark: '{colors.green.500}' } },
        },
        red: { focusRing: { value: { _light: '{colors.red.600}', _dark: '{colors.red.500}' } } },
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

/**
 * The app's Chakra system. Working through the theme's tokens takes a while on a slow phone: the
 * build puts this module (with Chakra's styling code) in a file of its own that the page runs as
 * soon as it arrives, while the rest of the app's code is still downloading (web/vite.config.ts).
 */
export const system = createSystem(defaultBaseConfig, theme, brand);
