import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { shadowCssPlugin } from '../widget/element/shadow-css.plugin.ts';

/**
 * Storybook for designers: every widget and site component in its states, from stories/.
 * There is no root Vite config, so Tailwind (both entry stylesheets) and the widget's shadow-root
 * CSS rewrite are added here: widget stories adopt exactly the stylesheet partners get.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss(), shadowCssPlugin()];
    // lucide-react and Radix mark their modules "use client"; harmless in a client bundle, noisy in the log.
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? viteConfig.build?.rollupOptions ?? {};
    const onwarn = rolldownOptions.onwarn;
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: {
        ...rolldownOptions,
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (onwarn) onwarn(warning, warn);
          else warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
