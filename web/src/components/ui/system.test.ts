import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

/**
 * The Chakra system holds only the recipes of the components we use (system.ts): a component
 * whose recipe is missing renders unstyled, without an error. This lists every name the client
 * imports from `@chakra-ui/react` with the recipes it is drawn with, and fails on a name missing
 * here or a recipe missing there.
 */
const RECIPES_OF: Record<string, string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Carousel: ['carousel'],
  Checkbox: ['checkbox', 'checkmark'],
  ColorSwatch: ['colorSwatch'],
  CloseButton: ['button'],
  Combobox: ['combobox'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  IconButton: ['button'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
  // Layout and plain elements, styled by their props alone; the system's own functions.
  AbsoluteCenter: [],
  Box: [],
  Flex: [],
  Grid: [],
  GridItem: [],
  HStack: [],
  Image: [],
  Portal: [],
  Show: [],
  SimpleGrid: [],
  Span: [],
  Stack: [],
  Text: [],
  VStack: [],
  VisuallyHidden: [],
  chakra: [],
  ChakraProvider: [],
  createListCollection: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defineConfig: [],
  defineStyle: [],
  useFilter: [],
};

const src = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The parts of `@chakra-ui/charts` the client draws with (dashboard-charts.tsx). */
const charts = ['chart', 'bar-list'].map((part) =>
  join(src, '..', '..', 'node_modules', '@chakra-ui', 'charts', 'dist', 'esm', part, `${part}.js`),
);

/** The values (not types) imported from `@chakra-ui/react` anywhere in the client, and by the chart parts it uses. */
function importedNames(): string[] {
  const names = new Set<string>();
  for (const file of [...sources(src), ...charts]) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const item of list!.split(',')) {
        const name = item
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the client uses', () => {
    const names = importedNames();
    expect(names).toContain('Button');
    expect(names.filter((name) => !Object.hasOwn(RECIPES_OF, name))).toEqual([]);
    const missing = names.flatMap((name) =>
      RECIPES_OF[name]!.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key)).map(
        (key) => `${name}: ${key}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
