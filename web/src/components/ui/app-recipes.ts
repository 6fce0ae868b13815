import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert';
import { avatarSlotRecipe } from '@chakra-ui/react/theme/recipes/avatar';
import { carouselSlotRecipe } from '@chakra-ui/react/theme/recipes/carousel';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox';
import { checkmarkRecipe } from '@chakra-ui/react/theme/recipes/checkmark';
import { dataListSlotRecipe } from '@chakra-ui/react/theme/recipes/data-list';
import { dialogSlotRecipe } from '@chakra-ui/react/theme/recipes/dialog';
import { drawerSlotRecipe } from '@chakra-ui/react/theme/recipes/drawer';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme/recipes/empty-state';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { iconRecipe } from '@chakra-ui/react/theme/recipes/icon';
import { inputAddonRecipe } from '@chakra-ui/react/theme/recipes/input-addon';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { menuSlotRecipe } from '@chakra-ui/react/theme/recipes/menu';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select';
import { popoverSlotRecipe } from '@chakra-ui/react/theme/recipes/popover';
import { progressSlotRecipe } from '@chakra-ui/react/theme/recipes/progress';
import { skeletonRecipe } from '@chakra-ui/react/theme/recipes/skeleton';
import { statSlotRecipe } from '@chakra-ui/react/theme/recipes/stat';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { system } from './system.ts';

/**
 * The recipes of the components only the signed-in screens and the sign-in forms use (4.8 KB gzip
 * the landing page does not download; the deep imports are explained in web/chakra-theme.ts). Imported for its effect by the session's code
 * (`session-layout.tsx`) and the toaster, before any of those components renders.
 *
 * Chakra compiles a recipe the first time a component asks for it, reading the theme the system
 * was created with, so adding to that theme before first use is all it takes.
 */
const { recipes, slotRecipes } = system._config.theme ?? {};
if (!recipes || !slotRecipes) throw new Error('The Chakra system was created without recipes (components/ui/system.ts)');
Object.assign(recipes, {
  checkmark: checkmarkRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
});
Object.assign(slotRecipes, {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  carousel: carouselSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
});
