import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { alertSlotRecipe, checkboxSlotRecipe, dataListSlotRecipe, progressSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { appConfig, themeConfig } from '../theme';

/** The site's system plus the recipes only the admin console needs (kept out of the public bundle). */
export const createAdminSystem = () =>
  createSystem(
    mergeConfigs(
      defaultBaseConfig,
      themeConfig,
      defineConfig({
        theme: {
          slotRecipes: {
            alert: alertSlotRecipe,
            checkbox: checkboxSlotRecipe,
            dataList: dataListSlotRecipe,
            progress: progressSlotRecipe,
            table: tableSlotRecipe,
          },
        },
      }),
    ),
    appConfig,
  );
