import type { StorybookConfig } from '@storybook/react-vite'

/** Storybook for orgkit's drop-in components: React on Vite, accessibility checks, stories as tests. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
}

export default config
