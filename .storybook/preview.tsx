import type { Decorator, Preview } from '@storybook/react-vite'
import '../src/styles.css'
import '../src/styles/plugin-settings.css'
import { KitHarness } from '../test/support/kit-harness'
import type { KitParameters } from '../test/support/kit-harness'

/**
 * Every story gets a fresh QueryClient and memory transport from `parameters.kit` (seed, signedInAs,
 * activeOrganization, config, faults, latency), so no cache or data leaks between stories.
 */
const withKit: Decorator = (Story, context) => {
  const kit = (context.parameters.kit ?? {}) as KitParameters
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light'
  return (
    <div
      data-orgkit-theme={theme}
      data-slot="orgkit-root"
      style={{ background: 'var(--orgkit-bg)', minHeight: '100vh', padding: '1.5rem' }}
    >
      <KitHarness key={context.id} {...kit}>
        <Story />
      </KitHarness>
    </div>
  )
}

const preview: Preview = {
  decorators: [withKit],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  globalTypes: {
    theme: {
      description: 'Light or dark tokens (sets data-orgkit-theme)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
}

export default preview
