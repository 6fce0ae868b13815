import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it, vi } from 'vitest';
import { chakraSemanticTokens, chakraTokens, cssVarsPrefix, cssVarsRoot } from './system.ts';

describe('the Chakra system', () => {
  it('is put together from the same theme parts @chakra-ui/react/theme exports', () => {
    expect(chakraTokens).toStrictEqual(chakraTheme.tokens);
    expect(chakraSemanticTokens).toStrictEqual(chakraTheme.semanticTokens);
    expect(cssVarsPrefix).toBe(chakraTheme.cssVarsPrefix);
    expect(cssVarsRoot).toBe(chakraTheme.cssVarsRoot);
  });

  it('holds the public pages’ recipes at first and the signed-in screens’ once app-recipes.ts has loaded', async () => {
    // A system of its own: the test setup has already loaded the signed-in screens' code.
    vi.resetModules();
    const { system } = await import('./system.ts');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('card')).toBe(true);
    expect(system.isSlotRecipe('tabs')).toBe(false);
    expect(system.isRecipe('input')).toBe(false);

    await import('./app-recipes.ts');

    expect(system.getSlotRecipe('tabs')).toStrictEqual(chakraTheme.tabsSlotRecipe);
    expect(system.getSlotRecipe('dialog')).toStrictEqual(chakraTheme.dialogSlotRecipe);
    expect(system.getRecipe('input')).toStrictEqual(chakraTheme.inputRecipe);
    // What the system held before is still there.
    expect(system.getRecipe('button')).toStrictEqual(chakraTheme.buttonRecipe);
    expect(system.getSlotRecipe('card')).toStrictEqual(chakraTheme.cardSlotRecipe);
  });
});
